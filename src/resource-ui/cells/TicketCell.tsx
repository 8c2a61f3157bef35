/** The betslips list's ticket cell (cell kind `ticket` in resources/model.ts); lives with the ticket page. */
export { TicketCell } from '../../pages/ticket/TicketCell';
