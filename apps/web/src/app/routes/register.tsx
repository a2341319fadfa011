import { AuthCard, TextLink } from '../components/auth-card';
import { useBrandSite } from '../brand-site';

export function Component() {
  const { brand } = useBrandSite();
  return (
    <AuthCard
      title="Create an account"
      footer={
        <p className="flex flex-wrap justify-center gap-x-2">
          Already have an account? <TextLink to="/login">Sign in</TextLink>
        </p>
      }
    >
      <p>
        One {brand.name} account keeps your orders, your details and your health history in one
        place. We will email you a 6-digit code to confirm your address.
      </p>
    </AuthCard>
  );
}
