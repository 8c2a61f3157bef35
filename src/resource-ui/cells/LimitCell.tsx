/** The players limits screen's hand-written cell (cell kind in resources/model.ts); lives with the limits pages. */
export { LimitCell } from '../../pages/limits/LimitCell';
