/**
 * The demo news of the central office: what an operator group publishes to its players, in
 * several languages, some still drafts. Bodies are Markdown. `daysAgo` dates each article
 * relative to the time of seeding.
 */

export interface SeedNews {
  language: string;
  category: string;
  title: string;
  summary: string;
  body: string;
  /** Published this many days before the seed; null: a draft, last edited `editedDaysAgo` days ago. */
  daysAgo: number | null;
  editedDaysAgo?: number;
}

export const SEED_NEWS: readonly SeedNews[] = [
  {
    language: 'en',
    category: 'MAINTENANCE',
    title: 'Scheduled maintenance on Sunday, 03:00–04:00 UTC',
    summary: 'Betting and payments pause for about an hour while we upgrade our servers.',
    body: `We are upgrading the servers behind betting and payments.

## What to expect

- Betting, deposits and withdrawals are **paused** from 03:00 to 04:00 UTC.
- Open bets are not affected: they settle as soon as we are back.
- Your balance and your limits stay exactly as they are.

Thank you for your patience.`,
    daysAgo: 1,
  },
  {
    language: 'en',
    category: 'PROMOTIONS',
    title: 'Champions League nights: boosted odds every matchday',
    summary: 'One boosted price on every Champions League match, Tuesday and Wednesday.',
    body: `Every Tuesday and Wednesday of the group stage we boost one price on **every Champions League match**.

## How it works

1. Open the match and look for the boost badge.
2. Add the boosted selection to a single or a multiple.
3. Winnings at the boosted price are paid in cash, no rollover.

The maximum stake on a boosted price is 50 € (or the same in your currency). Full terms are in the promotions section.`,
    daysAgo: 3,
  },
  {
    language: 'en',
    category: 'SPORTS',
    title: 'Tennis: ATP Paris and WTA Madrid markets now live',
    summary: 'Match winner markets for every match of both tournaments, before and during play.',
    body: `The **ATP Paris** and **WTA Madrid** draws are out, and every match is open for betting.

- Match winner before the first serve and live, point by point
- Results settle within minutes of the last point

Good luck!`,
    daysAgo: 10,
  },
  {
    language: 'en',
    category: 'PRODUCT',
    title: 'Faster withdrawals to e-wallets',
    summary: 'Most e-wallet withdrawals now reach you in under an hour.',
    body: `We rebuilt how withdrawals to e-wallets are processed.

- Approved withdrawals to Skrill are sent **within the hour**, day and night.
- You can follow every request under *My account → Withdrawals*.

Bank transfers still take one to three working days.`,
    daysAgo: 20,
  },
  {
    language: 'en',
    category: 'RESPONSIBLE_GAMING',
    title: 'New: session reminders and loss limits',
    summary: 'Set how long you want to play and how much you can afford to lose.',
    body: `Playing should stay fun. From today you can set:

- a **session reminder** that tells you how long you have been playing;
- a **loss limit** per day, week or month.

Lowering a limit takes effect at once; raising it takes effect after 24 hours. Find both under *My account → Limits*.`,
    daysAgo: 45,
  },
  {
    language: 'en',
    category: 'COMPANY',
    title: 'Welcome to our new support team in Zagreb',
    summary: 'Support in Croatian and English, every day from 08:00 to 24:00.',
    body: `Our new support office in Zagreb answers in **Croatian and English**, every day from 08:00 to 24:00 local time.

Write to us from the help centre or by e-mail; we answer most questions within an hour.`,
    daysAgo: 60,
  },
  {
    language: 'en',
    category: 'SPORTS',
    title: 'Qualifiers preview: the matches to watch',
    summary: 'Our traders pick the five fixtures of the international break.',
    body: `Draft: the traders send their picks on Thursday.

## Fixtures

- _to follow_`,
    daysAgo: null,
    editedDaysAgo: 2,
  },
  {
    language: 'de',
    category: 'SPORTS',
    title: 'Bundesliga: alle Spiele mit Live-Wetten',
    summary: 'Jedes Bundesliga-Spiel ist ab sofort auch während der Partie wettbar.',
    body: `Ab diesem Spieltag bieten wir **jedes Bundesliga-Spiel live** an.

- 1X2, Doppelte Chance und Über/Unter 2,5 Tore während des Spiels
- Abrechnung wenige Minuten nach dem Schlusspfiff

Viel Glück!`,
    daysAgo: 7,
  },
  {
    language: 'de',
    category: 'PROMOTIONS',
    title: 'Herbst-Cashback: 10 % zurück',
    summary: 'Zehn Prozent der Nettoverluste der Woche als Bonus zurück.',
    body: `Entwurf – die Bedingungen prüft noch die Rechtsabteilung.

- 10 % Cashback auf Nettoverluste von Montag bis Sonntag
- Gutschrift am Montag als Bonus mit einfachem Umsatz`,
    daysAgo: null,
    editedDaysAgo: 4,
  },
  {
    language: 'fr',
    category: 'PRODUCT',
    title: 'Nouvelle application : vos paris en un geste',
    summary: 'Une application plus rapide, avec le suivi en direct de vos paris.',
    body: `La nouvelle version de l'application est disponible.

- Vos paris en cours **en direct**, avec le score
- Dépôts et retraits en deux étapes
- Mode sombre

Mettez-la à jour depuis votre magasin d'applications.`,
    daysAgo: 15,
  },
  {
    language: 'tr',
    category: 'PROMOTIONS',
    title: 'Hafta sonu futbol: artırılmış oranlar',
    summary: 'Cumartesi ve pazar her maçta bir artırılmış oran.',
    body: `Bu hafta sonu **her futbol maçında** bir seçeneğin oranını artırıyoruz.

1. Maçı açın ve artırılmış oran rozetini bulun.
2. Seçimi tekli veya kombine kuponunuza ekleyin.

Artırılmış oranlarda azami bahis 1.500 ₺'dir.`,
    daysAgo: 5,
  },
  {
    language: 'ro',
    category: 'MAINTENANCE',
    title: 'Mentenanță programată duminică, 05:00–06:00',
    summary: 'Pariurile și plățile se opresc aproximativ o oră.',
    body: `Actualizăm serverele pentru pariuri și plăți.

- Pariurile, depunerile și retragerile sunt **oprite** între 05:00 și 06:00 (ora României).
- Pariurile deschise nu sunt afectate.

Vă mulțumim pentru răbdare.`,
    daysAgo: 1,
  },
  {
    language: 'hr',
    category: 'SPORTS',
    title: 'Novi marketi za svaku utakmicu',
    summary: 'Dvostruka šansa i oba tima zabijaju sada su dostupni za sve nogometne utakmice.',
    body: `Od ovog kola za **svaku nogometnu utakmicu** nudimo i:

- dvostruku šansu,
- oba tima zabijaju,
- više/manje 2,5 golova.

Sretno!`,
    daysAgo: 12,
  },
  {
    language: 'ru',
    category: 'RESPONSIBLE_GAMING',
    title: 'Лимиты депозитов: как их установить',
    summary: 'Установите сумму, которую вы готовы вносить за день, неделю или месяц.',
    body: `Игра должна оставаться удовольствием.

- Откройте *Мой аккаунт → Лимиты*.
- Укажите лимит депозитов на день, неделю или месяц.

Снижение лимита действует сразу, повышение — через 24 часа.`,
    daysAgo: 30,
  },
];
