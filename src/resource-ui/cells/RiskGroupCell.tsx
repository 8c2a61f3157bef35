/** The players limits screen's hand-written cell (cell kind in resources/model.ts); lives with the limits pages. */
export { RiskGroupCell } from '../../pages/limits/RiskGroupCell';
