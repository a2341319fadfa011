import { AuthCard } from '../components/auth-card';
import { useBrandSite } from '../brand-site';

export function Component() {
  const { brand } = useBrandSite();
  return (
    <AuthCard title="Complete your profile">
      <p>
        A few details — your name, and optionally your age, height and weight — help {brand.name}{' '}
        tailor what you see. You can change them at any time.
      </p>
    </AuthCard>
  );
}
