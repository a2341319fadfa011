import { AuthCard, TextLink } from '../components/auth-card';
import { hasRoute, useBrandSite } from '../brand-site';

export function Component() {
  const { brand } = useBrandSite();
  return (
    <AuthCard
      title="Sign in"
      footer={
        <p className="flex flex-wrap justify-center gap-x-2">
          New to {brand.name}? <TextLink to="/register">Create an account</TextLink>
        </p>
      }
    >
      <p>
        Sign in to {brand.name} with your email address and password, or with a one-time code we
        send to your inbox.
      </p>
      {hasRoute(brand, '/reset-password') && (
        <p className="mt-4">
          <TextLink to="/reset-password">Forgot your password?</TextLink>
        </p>
      )}
    </AuthCard>
  );
}
