/** The activation e-mail rules (001 §4): only while REGISTERED, with a tooltip per status. */
import type { Player } from '../../../resources/player';

/** Catalogue key of the activation button's tooltip for a status. */
export function activationTooltip(status: Player['status']): string {
  switch (status) {
    case 'ENABLED':
      return 'app.player.activation.alreadyEnabled';
    case 'LOCKED':
      return 'app.player.activation.locked';
    case 'DISABLED':
      return 'app.player.activation.disabled';
    default:
      return 'app.player.activation.send';
  }
}

/** True when an activation e-mail can be sent. */
export const canSendActivation = (status: Player['status']) => status === 'REGISTERED';
