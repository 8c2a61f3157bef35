/**
 * The demo help centre of the central office: categories named in every language, and articles
 * answering the players' and the staff's usual questions, the most asked ones in every language.
 * Bodies are Markdown. `daysAgo` dates each article relative to the time of seeding; `null` is a
 * draft.
 */

export interface SeedHelpCategory {
  code: string;
  names: Readonly<Record<'en' | 'de' | 'fr' | 'tr' | 'ro' | 'hr' | 'ru', string>>;
}

export const SEED_HELP_CATEGORIES: readonly SeedHelpCategory[] = [
  {
    code: 'ACCOUNT',
    names: {
      en: 'Account and login',
      de: 'Konto und Anmeldung',
      fr: 'Compte et connexion',
      tr: 'Hesap ve giriş',
      ro: 'Cont și autentificare',
      hr: 'Račun i prijava',
      ru: 'Аккаунт и вход',
    },
  },
  {
    code: 'VERIFICATION',
    names: {
      en: 'Verification (KYC)',
      de: 'Verifizierung (KYC)',
      fr: 'Vérification (KYC)',
      tr: 'Doğrulama (KYC)',
      ro: 'Verificare (KYC)',
      hr: 'Provjera (KYC)',
      ru: 'Верификация (KYC)',
    },
  },
  {
    code: 'DEPOSITS',
    names: { en: 'Deposits', de: 'Einzahlungen', fr: 'Dépôts', tr: 'Para yatırma', ro: 'Depuneri', hr: 'Uplate', ru: 'Пополнение' },
  },
  {
    code: 'WITHDRAWALS',
    names: { en: 'Withdrawals', de: 'Auszahlungen', fr: 'Retraits', tr: 'Para çekme', ro: 'Retrageri', hr: 'Isplate', ru: 'Вывод средств' },
  },
  {
    code: 'BETTING',
    names: {
      en: 'Betting rules',
      de: 'Wettregeln',
      fr: 'Règles des paris',
      tr: 'Bahis kuralları',
      ro: 'Reguli de pariere',
      hr: 'Pravila klađenja',
      ru: 'Правила ставок',
    },
  },
  {
    code: 'BONUSES',
    names: { en: 'Bonuses', de: 'Boni', fr: 'Bonus', tr: 'Bonuslar', ro: 'Bonusuri', hr: 'Bonusi', ru: 'Бонусы' },
  },
  {
    code: 'RESPONSIBLE_GAMING',
    names: {
      en: 'Responsible gaming',
      de: 'Verantwortungsvolles Spielen',
      fr: 'Jeu responsable',
      tr: 'Sorumlu oyun',
      ro: 'Joc responsabil',
      hr: 'Odgovorno igranje',
      ru: 'Ответственная игра',
    },
  },
  {
    code: 'BACK_OFFICE',
    names: {
      en: 'Working in the back office',
      de: 'Arbeiten im Backoffice',
      fr: 'Travailler dans le back-office',
      tr: 'Backoffice ile çalışma',
      ro: 'Lucrul în back-office',
      hr: 'Rad u back officeu',
      ru: 'Работа в бэк-офисе',
    },
  },
];

export interface SeedHelpArticle {
  category: string;
  language: string;
  title: string;
  summary: string;
  body: string;
  daysAgo: number | null;
}

/** One article in several languages: the same `daysAgo`, one text per language. */
function translated(
  category: string,
  daysAgo: number | null,
  texts: Record<string, [title: string, summary: string, body: string]>,
): SeedHelpArticle[] {
  return Object.entries(texts).map(([language, [title, summary, body]]) => ({ category, language, title, summary, body, daysAgo }));
}

export const SEED_HELP_ARTICLES: readonly SeedHelpArticle[] = [
  ...translated('ACCOUNT', 40, {
    en: [
      'How do I reset my password?',
      'Request a reset link by e-mail and choose a new password.',
      `1. On the login form, choose **Forgot password?**
2. Enter the e-mail address of your account.
3. Open the link we send you within one hour and choose a new password.

The password needs **8 to 20 characters**. If no e-mail arrives, check your spam folder or contact support.`,
    ],
    de: [
      'Wie setze ich mein Passwort zurück?',
      'Fordern Sie einen Link per E-Mail an und wählen Sie ein neues Passwort.',
      `1. Wählen Sie im Anmeldeformular **Passwort vergessen?**
2. Geben Sie die E-Mail-Adresse Ihres Kontos ein.
3. Öffnen Sie den Link aus unserer E-Mail innerhalb einer Stunde und wählen Sie ein neues Passwort.

Das Passwort braucht **8 bis 20 Zeichen**. Kommt keine E-Mail an, sehen Sie im Spam-Ordner nach oder schreiben Sie dem Support.`,
    ],
    fr: [
      'Comment réinitialiser mon mot de passe ?',
      'Demandez un lien par e-mail et choisissez un nouveau mot de passe.',
      `1. Dans le formulaire de connexion, choisissez **Mot de passe oublié ?**
2. Saisissez l'adresse e-mail de votre compte.
3. Ouvrez le lien reçu dans l'heure et choisissez un nouveau mot de passe.

Le mot de passe doit compter **8 à 20 caractères**. Si aucun e-mail n'arrive, vérifiez vos courriers indésirables ou contactez le support.`,
    ],
    tr: [
      'Şifremi nasıl sıfırlarım?',
      'E-posta ile bir bağlantı isteyin ve yeni bir şifre belirleyin.',
      `1. Giriş formunda **Şifremi unuttum?** seçeneğine tıklayın.
2. Hesabınızın e-posta adresini girin.
3. Gönderdiğimiz bağlantıyı bir saat içinde açın ve yeni şifrenizi belirleyin.

Şifre **8 ile 20 karakter** arasında olmalıdır. E-posta gelmezse istenmeyen klasörünü kontrol edin veya destekle iletişime geçin.`,
    ],
    ro: [
      'Cum îmi resetez parola?',
      'Cereți un link pe e-mail și alegeți o parolă nouă.',
      `1. În formularul de autentificare alegeți **Ați uitat parola?**
2. Introduceți adresa de e-mail a contului.
3. Deschideți linkul primit în cel mult o oră și alegeți o parolă nouă.

Parola trebuie să aibă **între 8 și 20 de caractere**. Dacă nu primiți e-mailul, verificați dosarul de spam sau contactați suportul.`,
    ],
    hr: [
      'Kako mogu promijeniti zaboravljenu lozinku?',
      'Zatražite poveznicu e-poštom i odaberite novu lozinku.',
      `1. U obrascu za prijavu odaberite **Zaboravili ste lozinku?**
2. Upišite adresu e-pošte svog računa.
3. Otvorite poveznicu koju vam pošaljemo u roku od sat vremena i odaberite novu lozinku.

Lozinka mora imati **od 8 do 20 znakova**. Ako e-pošta ne stigne, provjerite mapu neželjene pošte ili se obratite podršci.`,
    ],
    ru: [
      'Как восстановить пароль?',
      'Запросите ссылку по электронной почте и задайте новый пароль.',
      `1. В форме входа выберите **Забыли пароль?**
2. Введите адрес электронной почты вашего аккаунта.
3. В течение часа откройте ссылку из письма и задайте новый пароль.

Пароль должен содержать **от 8 до 20 символов**. Если письмо не пришло, проверьте папку «Спам» или напишите в поддержку.`,
    ],
  }),
  ...translated('ACCOUNT', 70, {
    en: [
      'Why is my account locked?',
      'Accounts are locked after repeated failed logins or by our security team.',
      `Your account can be locked when:

- someone entered a wrong password **many times in a row**;
- our security team found activity that needs a check, such as several accounts in one household;
- you asked us to close it.

Write to support from the e-mail address of your account. We answer within one working day and tell you what we need to unlock it.`,
    ],
    de: [
      'Warum ist mein Konto gesperrt?',
      'Konten werden nach wiederholten Fehlanmeldungen oder durch unser Sicherheitsteam gesperrt.',
      `Ihr Konto kann gesperrt werden, wenn:

- **mehrmals hintereinander** ein falsches Passwort eingegeben wurde;
- unser Sicherheitsteam Aktivitäten prüfen muss, etwa mehrere Konten in einem Haushalt;
- Sie uns gebeten haben, es zu schließen.

Schreiben Sie dem Support von der E-Mail-Adresse Ihres Kontos. Wir antworten innerhalb eines Werktages.`,
    ],
    ru: [
      'Почему мой аккаунт заблокирован?',
      'Аккаунт блокируется после нескольких неудачных попыток входа или службой безопасности.',
      `Аккаунт может быть заблокирован, если:

- **несколько раз подряд** был введён неверный пароль;
- служба безопасности должна проверить активность, например несколько аккаунтов в одной семье;
- вы сами попросили его закрыть.

Напишите в поддержку с адреса электронной почты аккаунта. Мы ответим в течение рабочего дня.`,
    ],
  }),
  ...translated('VERIFICATION', 35, {
    en: [
      'Which documents do I need to verify my account?',
      'An identity document and, if asked, a proof of address.',
      `To verify your account we need:

1. **An identity document**: passport, national ID card or driving licence, all corners visible.
2. **A proof of address** not older than three months, if we ask for it: a utility bill or a bank statement.
3. Sometimes a **selfie** holding your document.

Upload them under *My account → Documents*. We check documents within 24 hours; you can deposit while we check, ` +
        `and withdraw once your account is verified.`,
    ],
    de: [
      'Welche Dokumente brauche ich für die Verifizierung?',
      'Ein Ausweisdokument und auf Anfrage einen Adressnachweis.',
      `Für die Verifizierung brauchen wir:

1. **Ein Ausweisdokument**: Reisepass, Personalausweis oder Führerschein, alle Ecken sichtbar.
2. **Einen Adressnachweis**, nicht älter als drei Monate, wenn wir danach fragen: eine Versorgerrechnung oder einen Kontoauszug.
3. Manchmal ein **Selfie** mit Ihrem Dokument.

Laden Sie sie unter *Mein Konto → Dokumente* hoch. Wir prüfen innerhalb von 24 Stunden.`,
    ],
    fr: [
      'Quels documents faut-il pour vérifier mon compte ?',
      "Une pièce d'identité et, sur demande, un justificatif de domicile.",
      `Pour vérifier votre compte, il nous faut :

1. **Une pièce d'identité** : passeport, carte d'identité ou permis de conduire, les quatre coins visibles.
2. **Un justificatif de domicile** de moins de trois mois, si nous le demandons : facture ou relevé bancaire.
3. Parfois un **selfie** avec votre document.

Déposez-les dans *Mon compte → Documents*. Nous les vérifions sous 24 heures.`,
    ],
    tr: [
      'Hesabımı doğrulamak için hangi belgeler gerekiyor?',
      'Bir kimlik belgesi ve istenirse adres belgesi.',
      `Hesabınızı doğrulamak için şunlara ihtiyacımız var:

1. **Kimlik belgesi**: pasaport, kimlik kartı veya ehliyet; dört köşesi görünür olmalı.
2. İstenirse son üç aya ait bir **adres belgesi**: fatura veya banka ekstresi.
3. Bazen belgenizle birlikte bir **özçekim**.

Belgeleri *Hesabım → Belgeler* bölümüne yükleyin. 24 saat içinde kontrol ederiz.`,
    ],
    ro: [
      'Ce documente îmi trebuie pentru verificarea contului?',
      'Un act de identitate și, la cerere, o dovadă a adresei.',
      `Pentru verificarea contului avem nevoie de:

1. **Un act de identitate**: pașaport, carte de identitate sau permis de conducere, cu toate colțurile vizibile.
2. **O dovadă a adresei** mai nouă de trei luni, dacă o cerem: o factură de utilități sau un extras de cont.
3. Uneori un **selfie** cu documentul.

Încărcați-le în *Contul meu → Documente*. Le verificăm în 24 de ore.`,
    ],
    hr: [
      'Koji su dokumenti potrebni za provjeru računa?',
      'Identifikacijski dokument i, na zahtjev, dokaz adrese.',
      `Za provjeru računa trebamo:

1. **Identifikacijski dokument**: putovnicu, osobnu iskaznicu ili vozačku dozvolu, svi kutovi vidljivi.
2. **Dokaz adrese** ne stariji od tri mjeseca, ako ga zatražimo: račun za režije ili bankovni izvod.
3. Ponekad **selfie** s dokumentom.

Učitajte ih u *Moj račun → Dokumenti*. Provjeravamo ih u roku od 24 sata.`,
    ],
    ru: [
      'Какие документы нужны для верификации?',
      'Документ, удостоверяющий личность, и по запросу подтверждение адреса.',
      `Для верификации аккаунта нам нужны:

1. **Документ, удостоверяющий личность**: паспорт, удостоверение личности или водительские права, все углы видны.
2. **Подтверждение адреса** не старше трёх месяцев, если мы его запросим: счёт за коммунальные услуги или банковская выписка.
3. Иногда **селфи** с документом.

Загрузите их в разделе *Мой аккаунт → Документы*. Мы проверяем документы в течение 24 часов.`,
    ],
  }),
  ...translated('DEPOSITS', 50, {
    en: [
      'Which deposit methods can I use?',
      'Cash desk, Skrill and M-Pesa, depending on your country and currency.',
      `You can deposit with:

| Method | Minimum | Arrives |
|---|---|---|
| Cash desk | 5 | at once |
| Skrill | 10 | at once |
| M-Pesa | 1 | within minutes |

Amounts are in your account's currency. Deposits are free of charge; your provider may charge its own fee.`,
    ],
    de: [
      'Welche Einzahlungsmethoden gibt es?',
      'Kasse, Skrill und M-Pesa, je nach Land und Währung.',
      `Sie können einzahlen mit:

- **Kasse**: ab 5, sofort gutgeschrieben
- **Skrill**: ab 10, sofort gutgeschrieben
- **M-Pesa**: ab 1, innerhalb weniger Minuten

Beträge gelten in der Währung Ihres Kontos. Einzahlungen sind kostenlos.`,
    ],
    tr: [
      'Hangi para yatırma yöntemlerini kullanabilirim?',
      'Ülkenize ve para biriminize göre kasa, Skrill ve M-Pesa.',
      `Şu yöntemlerle para yatırabilirsiniz:

- **Kasa**: en az 5, anında
- **Skrill**: en az 10, anında
- **M-Pesa**: en az 1, birkaç dakika içinde

Tutarlar hesabınızın para birimindedir. Para yatırma ücretsizdir.`,
    ],
    ro: [
      'Ce metode de depunere pot folosi?',
      'Casierie, Skrill și M-Pesa, în funcție de țară și monedă.',
      `Puteți depune prin:

- **Casierie**: minimum 5, imediat
- **Skrill**: minimum 10, imediat
- **M-Pesa**: minimum 1, în câteva minute

Sumele sunt în moneda contului. Depunerile sunt gratuite.`,
    ],
  }),
  ...translated('DEPOSITS', 25, {
    en: [
      'My deposit has not arrived',
      'Most deposits arrive at once; here is what to check when one does not.',
      `If your deposit is not in your balance after **15 minutes**:

1. Check *My account → Payments*: a deposit marked **Pending** is still with your provider.
2. A **Failed** or **Rejected by gateway** deposit was refused by your provider; no money left your account.
3. If your provider shows the payment as completed, send us its reference from *Contact support*.

We never charge a failed deposit.`,
    ],
    fr: [
      "Mon dépôt n'est pas arrivé",
      'La plupart des dépôts arrivent immédiatement ; voici quoi vérifier sinon.',
      `Si votre dépôt n'apparaît pas après **15 minutes** :

1. Consultez *Mon compte → Paiements* : un dépôt **En attente** est encore chez votre prestataire.
2. Un dépôt **Échoué** a été refusé par le prestataire ; aucun argent n'a quitté votre compte.
3. Si votre prestataire indique le paiement comme effectué, envoyez-nous sa référence.`,
    ],
    hr: [
      'Moja uplata nije stigla',
      'Većina uplata stiže odmah; evo što provjeriti kad ne stigne.',
      `Ako uplata nije na vašem saldu nakon **15 minuta**:

1. Provjerite *Moj račun → Plaćanja*: uplata **Na čekanju** još je kod vašeg pružatelja usluge.
2. Uplatu označenu kao **Neuspjela** odbio je pružatelj; novac nije skinut.
3. Ako pružatelj prikazuje plaćanje kao izvršeno, pošaljite nam njegovu referencu.`,
    ],
  }),
  ...translated('WITHDRAWALS', 30, {
    en: [
      'How long does a withdrawal take?',
      'E-wallets within the hour, bank transfers in one to three working days.',
      `Once we approve a withdrawal:

- **Skrill** and other e-wallets: within the hour.
- **Bank transfer**: one to three working days.
- **Cash desk**: ready for collection the same day.

A first withdrawal is approved after your account is verified. Large withdrawals may need a manual check by our payments team.`,
    ],
    de: [
      'Wie lange dauert eine Auszahlung?',
      'E-Wallets innerhalb einer Stunde, Banküberweisungen in ein bis drei Werktagen.',
      `Nachdem wir eine Auszahlung freigegeben haben:

- **Skrill** und andere E-Wallets: innerhalb einer Stunde.
- **Banküberweisung**: ein bis drei Werktage.
- **Kasse**: am selben Tag abholbereit.

Die erste Auszahlung geben wir frei, sobald Ihr Konto verifiziert ist.`,
    ],
    fr: [
      'Combien de temps prend un retrait ?',
      'Portefeuilles électroniques en moins d’une heure, virements en un à trois jours ouvrés.',
      `Une fois le retrait approuvé :

- **Skrill** et autres portefeuilles : en moins d'une heure.
- **Virement bancaire** : un à trois jours ouvrés.
- **Caisse** : disponible le jour même.

Le premier retrait est approuvé une fois votre compte vérifié.`,
    ],
    tr: [
      'Para çekme işlemi ne kadar sürer?',
      'E-cüzdanlara bir saat içinde, banka havalesi bir ila üç iş günü.',
      `Para çekme talebiniz onaylandıktan sonra:

- **Skrill** ve diğer e-cüzdanlar: bir saat içinde.
- **Banka havalesi**: bir ila üç iş günü.
- **Kasa**: aynı gün teslim.

İlk para çekme işleminiz hesabınız doğrulandıktan sonra onaylanır.`,
    ],
    ro: [
      'Cât durează o retragere?',
      'Portofelele electronice în cel mult o oră, transferurile bancare în una-trei zile lucrătoare.',
      `După ce aprobăm retragerea:

- **Skrill** și alte portofele electronice: în cel mult o oră.
- **Transfer bancar**: una până la trei zile lucrătoare.
- **Casierie**: disponibilă în aceeași zi.

Prima retragere se aprobă după verificarea contului.`,
    ],
    hr: [
      'Koliko traje isplata?',
      'E-novčanici unutar sat vremena, bankovni prijenos od jednog do tri radna dana.',
      `Nakon što odobrimo isplatu:

- **Skrill** i drugi e-novčanici: unutar sat vremena.
- **Bankovni prijenos**: od jednog do tri radna dana.
- **Blagajna**: spremno za preuzimanje isti dan.

Prvu isplatu odobravamo nakon provjere računa.`,
    ],
    ru: [
      'Сколько времени занимает вывод средств?',
      'На электронные кошельки — в течение часа, банковский перевод — от одного до трёх рабочих дней.',
      `После одобрения заявки:

- **Skrill** и другие электронные кошельки: в течение часа.
- **Банковский перевод**: от одного до трёх рабочих дней.
- **Касса**: в тот же день.

Первый вывод одобряется после верификации аккаунта.`,
    ],
  }),
  ...translated('WITHDRAWALS', 55, {
    en: [
      'Why was my withdrawal rejected?',
      'The usual reasons, and what to do about each.',
      `A withdrawal is rejected when:

- your account is **not verified** yet: upload your documents first;
- the amount is **above the method's maximum**: split it or choose another method;
- a **bonus is still locked**: bonus money can be withdrawn once its rollover is complete.

The amount returns to your balance at once.`,
    ],
    ro: [
      'De ce mi-a fost respinsă retragerea?',
      'Motivele obișnuite și ce puteți face.',
      `O retragere este respinsă când:

- contul **nu este încă verificat**: încărcați mai întâi documentele;
- suma **depășește maximul metodei**: împărțiți-o sau alegeți altă metodă;
- un **bonus este încă blocat**: banii din bonus se pot retrage după îndeplinirea rulajului.

Suma revine imediat în sold.`,
    ],
  }),
  ...translated('BETTING', 60, {
    en: [
      'How is a bet with a void selection settled?',
      'A void selection counts with odds of 1.00.',
      `A selection is **void** when a match is cancelled or abandoned, or the market cannot be settled.

- In a **single**, the stake is returned.
- In a **multiple**, the void selection counts with odds of **1.00**; the other selections decide the result.
- In a **system** bet, every combination with the void selection is recalculated the same way.`,
    ],
    de: [
      'Wie wird eine Wette mit ungültiger Auswahl abgerechnet?',
      'Eine ungültige Auswahl zählt mit der Quote 1,00.',
      `Eine Auswahl ist **ungültig**, wenn ein Spiel abgesagt oder abgebrochen wird oder der Markt nicht abgerechnet werden kann.

- Bei einer **Einzelwette** wird der Einsatz erstattet.
- Bei einer **Kombiwette** zählt die ungültige Auswahl mit der Quote **1,00**.
- Bei einer **Systemwette** wird jede Kombination mit dieser Auswahl genauso neu berechnet.`,
    ],
  }),
  ...translated('BETTING', 80, {
    en: [
      'What is a system bet?',
      'Several multiples from one betslip: some selections may lose and the bet still wins.',
      `A **system bet** combines your selections into several multiples. A *3/4 system* with four selections places every three-fold ` +
        `multiple: four bets.

- Each combination has its own stake (the stake per combination).
- One losing selection loses only the combinations that contain it.

The betslip shows the number of combinations and the total stake before you place it.`,
    ],
    fr: [
      "Qu'est-ce qu'un pari système ?",
      'Plusieurs combinés sur un même ticket : une sélection peut perdre et le pari gagner.',
      `Un **pari système** combine vos sélections en plusieurs combinés. Un *système 3/4* avec quatre sélections place tous les combinés ` +
        `de trois : quatre paris.

- Chaque combinaison a sa propre mise.
- Une sélection perdante ne fait perdre que les combinaisons qui la contiennent.`,
    ],
    ru: [
      'Что такое системная ставка?',
      'Несколько экспрессов в одном купоне: часть выборов может проиграть, а ставка — выиграть.',
      `**Системная ставка** объединяет ваши выборы в несколько экспрессов. *Система 3/4* из четырёх выборов — это все экспрессы из трёх ` +
        `событий: четыре ставки.

- У каждой комбинации своя ставка.
- Проигравший выбор проигрывает только те комбинации, в которые он входит.`,
    ],
  }),
  ...translated('BETTING', 15, {
    en: [
      'Can I cancel a betslip?',
      'Only our staff can cancel a betslip, and only before any of its bets is settled.',
      `Players cannot cancel a placed betslip. Our staff cancel one when, for example, a price was obviously wrong.

- A betslip can be cancelled **only while none of its bet rows is settled**.
- The stake returns to the wallet it was paid from.

If you think a betslip was placed by mistake, contact support at once.`,
    ],
    tr: [
      'Bir kuponu iptal edebilir miyim?',
      'Kuponu yalnızca ekibimiz ve hiçbir bahsi sonuçlanmadan iptal edebilir.',
      `Oyuncular oynanmış bir kuponu iptal edemez. Ekibimiz, örneğin açıkça hatalı bir oranda, kuponu iptal eder.

- Kupon **yalnızca hiçbir satırı sonuçlanmamışken** iptal edilebilir.
- Bahis tutarı ödendiği cüzdana geri döner.`,
    ],
  }),
  ...translated('BONUSES', 45, {
    en: [
      'How does the rollover of a bonus work?',
      'Bet the bonus a number of times before it turns into cash.',
      `A bonus is **locked** until you have bet a set amount, its *rollover*. ` +
        `A 100 € bonus with a rollover of 5 needs 500 € of settled bets.

- Only settled bets count; cancelled betslips do not.
- The progress bar in *My account → Bonuses* shows how far you are.
- When the rollover is complete, the bonus money becomes withdrawable.`,
    ],
    de: [
      'Wie funktioniert der Umsatz eines Bonus?',
      'Setzen Sie den Bonus mehrmals um, bevor er zu Echtgeld wird.',
      `Ein Bonus ist **gesperrt**, bis Sie einen festgelegten Betrag gesetzt haben, den *Umsatz*. ` +
        `Ein Bonus von 100 € mit fünffachem Umsatz braucht 500 € abgerechnete Wetten.

- Nur abgerechnete Wetten zählen.
- Der Fortschrittsbalken unter *Mein Konto → Boni* zeigt Ihren Stand.`,
    ],
    ro: [
      'Cum funcționează rulajul unui bonus?',
      'Pariați bonusul de un număr de ori înainte să devină bani reali.',
      `Un bonus este **blocat** până când pariați o sumă stabilită, *rulajul*. ` +
        `Un bonus de 100 € cu rulaj de 5 are nevoie de pariuri decontate de 500 €.

- Contează doar pariurile decontate.
- Bara de progres din *Contul meu → Bonusuri* arată cât mai aveți.`,
    ],
    hr: [
      'Kako funkcionira uvjet okretaja bonusa?',
      'Bonus treba okrenuti nekoliko puta prije nego što postane novac.',
      `Bonus je **zaključan** dok ne uplatite određeni iznos, *uvjet okretaja*. Bonus od 100 € s uvjetom 5 traži 500 € obračunatih oklada.

- Računaju se samo obračunate oklade.
- Traka napretka u *Moj račun → Bonusi* pokazuje koliko vam je ostalo.`,
    ],
  }),
  ...translated('RESPONSIBLE_GAMING', 20, {
    en: [
      'Setting deposit and loss limits',
      'Decide how much you deposit and lose per day, week or month.',
      `You can limit your **deposits** and your **losses** per day, week and month under *My account → Limits*.

- A lower limit applies **at once**.
- A higher limit applies **after 24 hours**, so the decision is not made in the heat of the moment.

If you want a break, see *Self-exclusion*.`,
    ],
    de: [
      'Einzahlungs- und Verlustlimits festlegen',
      'Legen Sie fest, wie viel Sie pro Tag, Woche oder Monat einzahlen und verlieren.',
      `Unter *Mein Konto → Limits* begrenzen Sie Ihre **Einzahlungen** und **Verluste** pro Tag, Woche und Monat.

- Ein niedrigeres Limit gilt **sofort**.
- Ein höheres Limit gilt **nach 24 Stunden**.`,
    ],
    fr: [
      'Fixer des limites de dépôt et de perte',
      'Décidez combien vous déposez et perdez par jour, semaine ou mois.',
      `Dans *Mon compte → Limites*, limitez vos **dépôts** et vos **pertes** par jour, semaine et mois.

- Une limite plus basse s'applique **immédiatement**.
- Une limite plus haute s'applique **après 24 heures**.`,
    ],
    tr: [
      'Para yatırma ve kayıp limitleri',
      'Günlük, haftalık veya aylık ne kadar yatıracağınıza ve kaybedeceğinize karar verin.',
      `*Hesabım → Limitler* bölümünde **para yatırma** ve **kayıp** limitlerinizi gün, hafta ve ay için belirleyin.

- Düşürülen limit **hemen** geçerli olur.
- Artırılan limit **24 saat sonra** geçerli olur.`,
    ],
    ro: [
      'Limite de depunere și de pierdere',
      'Decideți cât depuneți și cât pierdeți pe zi, săptămână sau lună.',
      `În *Contul meu → Limite* puteți limita **depunerile** și **pierderile** pe zi, săptămână și lună.

- O limită mai mică se aplică **imediat**.
- O limită mai mare se aplică **după 24 de ore**.`,
    ],
    hr: [
      'Ograničenja uplata i gubitaka',
      'Odlučite koliko uplaćujete i gubite po danu, tjednu ili mjesecu.',
      `U *Moj račun → Ograničenja* postavite ograničenja **uplata** i **gubitaka** po danu, tjednu i mjesecu.

- Niže ograničenje vrijedi **odmah**.
- Više ograničenje vrijedi **nakon 24 sata**.`,
    ],
    ru: [
      'Лимиты депозитов и проигрышей',
      'Решите, сколько вы вносите и проигрываете за день, неделю или месяц.',
      `В разделе *Мой аккаунт → Лимиты* можно ограничить **депозиты** и **проигрыши** за день, неделю и месяц.

- Сниженный лимит действует **сразу**.
- Повышенный лимит действует **через 24 часа**.`,
    ],
  }),
  ...translated('RESPONSIBLE_GAMING', 90, {
    en: [
      'Self-exclusion',
      'Take a break from betting for a day up to indefinitely.',
      `Self-exclusion closes your account for the time you choose: **24 hours, 7, 28, 84 or 168 days, or indefinitely**.

- During the exclusion you cannot log in, bet or deposit.
- Your balance stays yours; you can ask support to withdraw it.
- The exclusion cannot be shortened.

Free, confidential help is available from national gambling help lines.`,
    ],
    hr: [
      'Samoisključenje',
      'Napravite pauzu od klađenja od jednog dana do neodređeno.',
      `Samoisključenje zatvara vaš račun na vrijeme koje odaberete: **24 sata, 7, 28, 84 ili 168 dana, ili neodređeno**.

- Za vrijeme isključenja ne možete se prijaviti, kladiti ni uplaćivati.
- Saldo ostaje vaš; isplatu možete zatražiti od podrške.
- Isključenje se ne može skratiti.`,
    ],
  }),
  ...translated('BACK_OFFICE', 10, {
    en: [
      'Correcting a bet row result by hand',
      'When the feed settled a selection wrongly: set the right status, the betslip settles again.',
      `Open the betslip (*Players → Betslips*, search by id), expand it and choose the right status in the bet row's selector.

- The whole betslip **settles again** and the payout difference is booked on the player's account.
- The bet row is marked as a **manual override** (amber) and the change is in the activity log as *Betrow settlement manually changed*.

Check the match on *Bookmakers → Matches* first: its page lists every betslip with a bet on it.`,
    ],
  }),
  ...translated('BACK_OFFICE', 18, {
    en: [
      'Reviewing KYC documents',
      'Accept or reject each document, then run the full check.',
      `On *Players → KYC*, expand a player to see their documents.

1. Open each document and compare it with the player's details.
2. **Accept** it, or **reject** it with the reason the player will read.
3. When no document is under review, run **Full check**: the player becomes *Verified*, or *Rejected* when a document was rejected.

Rejected players can upload new documents; the review starts again.`,
    ],
    de: [
      'KYC-Dokumente prüfen',
      'Jedes Dokument annehmen oder ablehnen, dann die Gesamtprüfung ausführen.',
      `Unter *Spieler → KYC* klappen Sie einen Spieler auf, um seine Dokumente zu sehen.

1. Öffnen Sie jedes Dokument und vergleichen Sie es mit den Daten des Spielers.
2. **Akzeptieren** Sie es oder **lehnen** Sie es mit einem Grund ab.
3. Ist kein Dokument mehr in Prüfung, führen Sie die **Gesamtprüfung** aus.`,
    ],
  }),
  ...translated('BACK_OFFICE', null, {
    en: [
      'Handling chargebacks',
      'What to do when a payment provider reverses a deposit.',
      `Draft: waiting for the payments team's procedure.

- Lock the player's withdrawals
- Book the reversal
- _to follow_`,
    ],
  }),
];
