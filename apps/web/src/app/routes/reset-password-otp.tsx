import { AuthCard, TextLink } from '../components/auth-card';

export function Component() {
  return (
    <AuthCard
      title="Enter your reset code"
      footer={
        <p className="flex flex-wrap justify-center gap-x-2">
          No code yet? <TextLink to="/reset-password">Send a new one</TextLink>
        </p>
      }
    >
      <p>
        Check your inbox for the 6-digit code we just sent, then choose a new password of at least 8
        characters.
      </p>
    </AuthCard>
  );
}
