/** Every declared resource, in registry order. The generator and the server read this list. */
export { player } from './player';
export { betslip } from './betslip';
export { kycGroup } from './kycGroup';
export { bonusRecord } from './bonusRecord';
export { activityLog } from './activityLog';
export { payment } from './payment';
export { accountHistory } from './accountHistory';
export { playerLimits, playerSelfProtectionLimits } from './playerLimits';
export { playerGateways } from './playerGateways';
export { playerStatistics } from './playerStatistics';
