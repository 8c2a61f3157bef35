/** The icons of the side menu by name (`menuStructure.ts`). */
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import SavingsIcon from '@mui/icons-material/Savings';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import HandshakeIcon from '@mui/icons-material/Handshake';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import DescriptionIcon from '@mui/icons-material/Description';
import PaymentsIcon from '@mui/icons-material/Payments';
import PercentIcon from '@mui/icons-material/Percent';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BarChartIcon from '@mui/icons-material/BarChart';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import GroupsIcon from '@mui/icons-material/Groups';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import HistoryIcon from '@mui/icons-material/History';
import InsightsIcon from '@mui/icons-material/Insights';
import LinkIcon from '@mui/icons-material/Link';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import ShieldIcon from '@mui/icons-material/Shield';
import SortIcon from '@mui/icons-material/Sort';
import SpeedIcon from '@mui/icons-material/Speed';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import TranslateIcon from '@mui/icons-material/Translate';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuIconName } from '../../resources/menu';

/** Every menu icon name drawn as a Material icon. */
export const MENU_ICONS: Record<MenuIconName, SvgIconComponent> = {
  spotGroup: SavingsIcon,
  spotBanking: AccountBalanceIcon,
  spotIncome: PaymentsIcon,
  spotExpenses: TrendingDownIcon,
  spotFiles: UploadFileIcon,
  spotOrganization: CorporateFareIcon,
  spotPartners: HandshakeIcon,
  spotIncomingInvoices: DescriptionIcon,
  spotSentInvoices: RequestQuoteIcon,
  spotTaxes: PercentIcon,
  spotProfitability: TrendingUpIcon,
  spotReports: BarChartIcon,
  spotNotifications: NotificationsActiveIcon,
  players: PeopleIcon,
  limits: SpeedIcon,
  selfProtection: ShieldIcon,
  kyc: VerifiedUserIcon,
  withdrawals: CallMadeIcon,
  deposits: CallReceivedIcon,
  bonuses: CardGiftcardIcon,
  betslips: ReceiptLongIcon,
  playerStatistics: InsightsIcon,
  profitLoss: TrendingUpIcon,
  accountHistory: HistoryIcon,
  activityLog: ListAltIcon,
  payments: AccountBalanceWalletIcon,
  reports: AssessmentIcon,
  dashboard: DashboardIcon,
  quickLinks: LinkIcon,
  managers: ManageAccountsIcon,
  exports: FileDownloadIcon,
  settings: SettingsIcon,
  roles: SecurityIcon,
  matches: SportsSoccerIcon,
  marketsSorting: SortIcon,
  leagues: EmojiEventsIcon,
  limitAlerts: NotificationImportantIcon,
  translations: TranslateIcon,
  operators: BusinessIcon,
  news: NewspaperIcon,
  bonusCampaign: CampaignIcon,
  helpCenter: HelpCenterIcon,
  exchangeRates: CurrencyExchangeIcon,
  system: BuildIcon,
  playersGroup: GroupsIcon,
  statisticsGroup: BarChartIcon,
  centralGroup: AdminPanelSettingsIcon,
  betaGroup: ScienceIcon,
};

/** The icon element of a menu icon name. */
export function MenuIcon({ name }: { name: MenuIconName }) {
  const Icon = MENU_ICONS[name];
  return <Icon />;
}
