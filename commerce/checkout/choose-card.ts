import { checkout } from '../api/checkout-state';
import { tokeniseCard } from '../api/commerce-api';
import type { SavedCard } from '../api/types';
import { readCard } from '../components/CardFields';
import { tokeniseErrors } from '../modals/AddNewCardModal';

/**
 * Puts the card chosen into the checkout: a saved one, or a new one read from the form and
 * tokenised by the gateway. The new card's problems (its fields', or the gateway's reason for
 * refusing it) go to `showErrors`, which is also told when there are none. False when the card was
 * not set; other failures throw.
 */
export async function chooseCard(
  method: { kind: 'saved'; id: string } | { kind: 'new' },
  saved: readonly SavedCard[],
  form: FormData,
  showErrors: (flags: Record<string, true>) => void,
): Promise<boolean> {
  if (method.kind === 'saved') {
    const card = saved.find((c) => c.id === method.id)!;
    checkout.card = { kind: 'saved', id: card.id, brand: card.brand, last4: card.last4 };
    return true;
  }
  const { card, errors: found } = readCard(form);
  showErrors(found);
  if (Object.keys(found).length > 0) return false;
  try {
    const token = await tokeniseCard(card);
    checkout.card = { kind: 'new', save: form.get('saveCard') === 'on', ...token };
    return true;
  } catch (err) {
    const flags = tokeniseErrors(err);
    if (Object.keys(flags).length === 0) throw err;
    showErrors(flags);
    return false;
  }
}
