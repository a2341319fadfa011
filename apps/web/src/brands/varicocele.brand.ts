import mark from './assets/varicocele-mark.svg';
import { accountRoutes, fontStacks, shopRoutes, standardFooterLinks } from './brand';
import type { BrandConfig } from './brand';

const shop = shopRoutes();
const account = accountRoutes();

/** The varicocele treatment shop with consultations and self-assessments. */
export const brand: BrandConfig = {
  id: 'varicocele',
  name: 'Varicocele Care',
  description:
    'Evidence-based varicocele care: self-assessments, consultations with specialists and treatment products, delivered discreetly.',
  logo: {
    mark,
    wordmark: {
      text: 'Varicocele',
      accent: ' Care',
      className: 'font-display font-semibold tracking-tight',
    },
  },
  theme: {
    colors: {
      brand: '#1d4e89',
      brandContrast: '#ffffff',
      brandSoft: '#e8f0f9',
      accent: '#0b7a75',
      accentContrast: '#ffffff',
      surface: '#ffffff',
      surfaceMuted: '#f4f7fb',
      text: '#0f1e33',
      textMuted: '#495a72',
      border: '#d3dce8',
      focus: '#1d4e89',
    },
    fonts: { sans: fontStacks.inter, display: fontStacks.fraunces },
  },
  header: {
    menu: [
      { label: 'Briefs Shop', brand: 'stud' },
      { label: 'Health App', brand: 'careapp' },
      { label: 'Treatments', to: '/treatments' },
      { label: 'Consult', to: '/consult' },
      { label: 'Contact', to: '/contact' },
    ],
    consult: { label: 'Book a consultation', to: '/consult' },
    cart: true,
  },
  footer: {
    blurb: 'Specialist-led varicocele care, from first questions to recovery.',
    links: standardFooterLinks,
    social: [
      { network: 'facebook', url: 'https://www.facebook.com/varicocelecare' },
      { network: 'instagram', url: 'https://www.instagram.com/varicocelecare' },
      { network: 'youtube', url: 'https://www.youtube.com/@varicocelecare' },
    ],
  },
  shop: shop.links,
  routes: [
    { path: '/', page: 'varicocele-home', title: 'Varicocele treatment and specialist care' },
    shop.thankYou,
    { path: '/treatments', page: 'treatments', title: 'Treatments' },
    { path: '/reviews', page: 'reviews', title: 'Patient reviews' },
    { path: '/more-products', page: 'more-products', title: 'More products' },
    { path: '/consult', page: 'consult', title: 'Book a consultation' },
    { path: '/our-specialist', page: 'our-specialist', title: 'Our specialist' },
    { path: '/contact', page: 'contact', title: 'Contact us' },
    { path: '/100tt', page: 'offer-100tt', title: 'Your treatment plan' },
    { path: '/assess-varicocele', page: 'assess-varicocele', title: 'Varicocele self-assessment' },
    { path: '/assess-pain', page: 'assess-pain', title: 'Pain self-assessment' },
    {
      path: '/assess-sperm-count',
      page: 'assess-sperm-count',
      title: 'Sperm count self-assessment',
    },
    { path: '/shop', page: 'treatments', title: 'Treatments' },
    shop.product,
    shop.cart,
    { path: '/checkout', page: 'checkout', title: 'Secure checkout', header: 'checkout' },
    { path: '/terms', page: 'terms', title: 'Terms of Service and Privacy Policy' },
    {
      path: '/data/assessment',
      page: 'assessment-result',
      title: 'Your assessment result',
      guard: 'user',
    },
    { path: '/data/reports', page: 'reports', title: 'Your reports', guard: 'user' },
    account.orderHistory,
    account.login,
    account.resetPassword,
    account.resetPasswordOtp,
    account.register,
    account.otp,
    account.profile,
    account.changePassword,
    { path: '/consult/success', page: 'consult-success', title: 'Consultation booked' },
    { path: '/interview', page: 'interview', title: 'Pre-consultation interview' },
    { path: '/support/specialists', page: 'specialists', title: 'Our specialists' },
  ],
};
