import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http-client';
import { useSubmit } from './use-submit';

const invalid = new HttpError(400, {
  statusCode: 400,
  error: 'validation_error',
  message: '["Promo code has expired."]',
  fields: { shippingMethodId: ['Choose a shipping method.'], code: ['Unknown code.'] },
});

describe('useSubmit', () => {
  it('is busy while the work runs, names the running action and gives back its value', async () => {
    const { result } = renderHook(() => useSubmit(['email'] as const));
    let finish!: (value: string) => void;
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.run(
        () => new Promise<string>((resolve) => (finish = resolve)),
        'resend',
      );
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.running).toBe('resend');
    // A second submit while the first runs does nothing.
    await act(async () => {
      expect(await result.current.run(async () => 'again')).toMatchObject({ ignored: true });
    });
    await act(async () => {
      finish('sent');
      expect(await outcome).toEqual({ ok: true, value: 'sent' });
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.running).toBeNull();
  });

  it('maps a failure onto the form: renamed fields, the rest in the form’s own words', async () => {
    const { result } = renderHook(() =>
      useSubmit(['shipment_type'] as const, {
        rename: { shippingMethodId: 'shipment_type' },
        describe: () => 'Described.',
      }),
    );
    await act(async () => {
      const failed = await result.current.run(() => Promise.reject(invalid));
      expect(failed).toMatchObject({ ok: false, error: invalid });
    });
    expect(result.current.errors).toEqual({ shipment_type: 'Choose a shipping method.' });
    expect(result.current.message).toBe('Described.');
  });
});
