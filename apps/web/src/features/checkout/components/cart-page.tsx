import { useState } from 'react';
import type { Cart, CartLine } from '@mhp/contract/schemas/cart';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/fields';
import { apiMessage, removeLine, updateLine } from '../api/checkout-api';
import { useStoredCart } from '../api/use-stored-cart';
import { CartStatus } from './cart-status';
import { LineList, TotalsList } from './line-list';
import { PromoCode } from './promo-code';

export function CartPage({ shopHref, checkoutHref }: { shopHref: string; checkoutHref: string }) {
  const [state, setCart] = useStoredCart();
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function change(line: CartLine, action: () => Promise<Cart>) {
    setBusyLine(line.id);
    setError(null);
    try {
      setCart(await action());
    } catch (failure) {
      setError(apiMessage(failure));
    } finally {
      setBusyLine(null);
    }
  }

  // At least a screen tall in every state (as PageLoading): the footer starts below the fold,
  // so the stored cart, which only the browser can load (ADR 020), arrives without moving it.
  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-text">Your cart</h1>
      {(state.kind === 'loading' || state.kind === 'empty') && (
        <div className="mt-8">
          <CartStatus loading={state.kind === 'loading'} shopHref={shopHref} />
        </div>
      )}
      {state.kind === 'error' && (
        <div className="mt-8">
          <FormAlert>{state.message}</FormAlert>
        </div>
      )}
      {state.kind === 'ready' && (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-label="Cart items">
            {error && <FormAlert>{error}</FormAlert>}
            <LineList
              firstInView
              lines={state.cart.lines}
              actions={(line) => {
                const cart = state.cart;
                const busy = busyLine === line.id;
                return (
                  <div className="flex flex-wrap items-center gap-2">
                    <label className="text-sm text-text-muted" htmlFor={`qty-${line.id}`}>
                      Quantity
                    </label>
                    <select
                      id={`qty-${line.id}`}
                      value={line.quantity}
                      disabled={busy}
                      onChange={(event) =>
                        void change(line, () =>
                          updateLine(cart.id, line.id, Number(event.target.value)),
                        )
                      }
                      className="min-h-11 rounded-lg border border-text-muted/50 bg-surface px-2 text-text"
                    >
                      {Array.from({ length: Math.max(10, line.quantity) + 1 }, (_, n) => (
                        <option key={n} value={n}>
                          {n === 0 ? '0 (remove)' : n}
                        </option>
                      ))}
                    </select>
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={busy}
                      aria-label={`Remove ${line.productName}`}
                      onClick={() => void change(line, () => removeLine(cart.id, line.id))}
                    >
                      Remove
                    </Button>
                  </div>
                );
              }}
            />
          </section>
          <aside
            aria-label="Order summary"
            className="h-fit space-y-5 rounded-xl border border-border bg-surface p-5"
          >
            <h2 className="text-lg font-semibold text-text">Summary</h2>
            <TotalsList totals={state.cart} shipping={false} />
            <PromoCode cart={state.cart} onCart={setCart} />
            <ButtonLink to={checkoutHref} className="w-full">
              Go to checkout
            </ButtonLink>
            <ButtonLink to={shopHref} variant="secondary" className="w-full">
              Continue Shopping
            </ButtonLink>
          </aside>
        </div>
      )}
    </div>
  );
}
