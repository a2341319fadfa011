import { useEffect, useState } from 'react';
import type { Cart } from '@mhp/contract/schemas/cart';
import { apiMessage, clearStoredCart, fetchCart, storedCheckoutId } from './checkout-api';

// Its own module so the checkout page can use it without loading the cart page's code.
type State =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; cart: Cart };

/** Loads the stored cart; a cart the server no longer has counts as empty. */
export function useStoredCart() {
  const [state, setState] = useState<State>(() =>
    storedCheckoutId() ? { kind: 'loading' } : { kind: 'empty' },
  );
  useEffect(() => {
    const id = storedCheckoutId();
    if (!id) return;
    let live = true;
    fetchCart(id).then(
      (cart) => live && setState(cart.lines.length ? { kind: 'ready', cart } : { kind: 'empty' }),
      (error: unknown) => {
        if (!live) return;
        const status = (error as { status?: number }).status;
        if (status === 404 || status === 409) {
          clearStoredCart();
          setState({ kind: 'empty' });
        } else setState({ kind: 'error', message: apiMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const setCart = (cart: Cart) =>
    setState(cart.lines.length ? { kind: 'ready', cart } : { kind: 'empty' });
  return [state, setCart] as const;
}
