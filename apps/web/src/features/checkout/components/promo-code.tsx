import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Cart } from '@mhp/contract/schemas/cart';
import { Button } from '../../../shared/ui/button';
import { inputClass } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { apiMessage, applyPromoCode, removePromoCode } from '../api/checkout-api';

/** Apply or remove the cart's promo code, with the server's messages. */
export function PromoCode({ cart, onCart }: { cart: Cart; onCart: (cart: Cart) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  // No field messages here: every failure is one line under the input, in the server's words.
  const {
    busy,
    message: error,
    run,
    setMessage: setError,
  } = useSubmit([] as const, {
    describe: apiMessage,
  });
  const [notice, setNotice] = useState<string | null>(null);

  async function change(action: () => Promise<Cart>, done: string) {
    setNotice(null);
    const result = await run(action);
    if (!result.ok) return;
    onCart(result.value);
    setNotice(done);
    setCode('');
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const promo = code.trim();
    if (!promo) {
      setError('Promo code is required.');
      return;
    }
    void change(() => applyPromoCode(cart.id, promo), `Promo code ${promo.toUpperCase()} applied.`);
  }

  if (cart.promoCode) {
    return (
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-3 text-sm">
          <p>
            Promo code <strong data-testid="promo-code">{cart.promoCode}</strong>
          </p>
          <Button
            variant="ghost"
            size="sm"
            loading={busy}
            onClick={() => void change(() => removePromoCode(cart.id), 'Promo code removed.')}
          >
            Remove code
          </Button>
        </div>
        <Messages error={error} notice={notice} />
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-text">
        Promo code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className={`${inputClass} mt-0`}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          Apply
        </Button>
      </div>
      <Messages error={error} notice={notice} errorId={`${id}-error`} />
    </form>
  );
}

function Messages({
  error,
  notice,
  errorId,
}: {
  error: string | null;
  notice: string | null;
  errorId?: string;
}) {
  return (
    <>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="text-sm text-text">
          {notice}
        </p>
      )}
    </>
  );
}
