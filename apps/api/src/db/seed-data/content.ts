import type { BrandKey } from '../schema';

/**
 * Editable page content (table content_blocks): terms and privacy policy per brand, contact
 * details, stud's subscription popup templates, the varicocele consult page and the landing
 * copy. All copy is original. Health text informs, never diagnoses, and sends the red-flag
 * symptoms (sudden severe testicular pain, swelling with fever, a hard lump) to urgent care.
 *
 * Content is HTML unless noted; the web app sanitises it before insertion. Addresses and phone
 * numbers are fictional (555-01xx numbers) and e-mail domains use the reserved .example TLD,
 * so nothing here can reach a real person.
 */

export interface ContentBlockSeed {
  identifier: string;
  projectType: BrandKey;
  contentType: string;
  name: string;
  content: string;
  script: string | null;
  data: Record<string, unknown>;
}

interface BrandProfile {
  key: BrandKey;
  name: string;
  /** What the brand is, as a sentence fragment: "CareApp, a men's health assistant". */
  what: string;
  domain: string;
  phone: string;
  salesPhone: string;
  hours: string;
}

const COMPANY = 'Northfield Men’s Health Ltd.';
const COMPANY_ADDRESS = '1200 Alder Street, Suite 400\nPortland, OR 97205\nUnited States';
const TERMS_UPDATED = '2025-09-01T00:00:00.000Z';

const BRANDS: Record<BrandKey, BrandProfile> = {
  careapp: {
    key: 'careapp',
    name: 'CareApp',
    what: 'CareApp, a private health assistant and tracker for men',
    domain: 'careapp.example',
    phone: '+1 (555) 010-0140',
    salesPhone: '+1 (555) 010-0141',
    hours: 'Mon–Fri 9:00–18:00 ET',
  },
  stud: {
    key: 'stud',
    name: 'Stud',
    what: 'Stud, an online shop for breathable, supportive men’s briefs',
    domain: 'stud.example',
    phone: '+1 (555) 010-0150',
    salesPhone: '+1 (555) 010-0151',
    hours: 'Mon–Fri 9:00–17:00 ET',
  },
  varicocele: {
    key: 'varicocele',
    name: 'Varicocele Care',
    what: 'Varicocele Care, a shop and consultation service for men living with a varicocele',
    domain: 'varicocele.example',
    phone: '+1 (555) 010-0160',
    salesPhone: '+1 (555) 010-0161',
    hours: 'Mon–Fri 8:00–18:00 ET, Sat 9:00–13:00 ET',
  },
  varicoceleorg: {
    key: 'varicoceleorg',
    name: 'Varicocele.org',
    what: 'Varicocele.org, an independent information site about varicocele',
    domain: 'varicocele-org.example',
    phone: '+1 (555) 010-0170',
    salesPhone: '+1 (555) 010-0170',
    hours: 'Mon–Fri 9:00–17:00 ET',
  },
};

const BRAND_KEYS: BrandKey[] = ['careapp', 'stud', 'varicocele', 'varicoceleorg'];

/** The red-flag paragraph every health page carries, in one wording. */
export const URGENT_CARE_HTML =
  '<p><strong>Get urgent care now</strong> (an emergency department, or your local emergency number) if you have <strong>sudden, severe pain in a testicle</strong>, <strong>swelling of the scrotum with a fever</strong>, or you notice <strong>a hard lump in a testicle</strong>. Sudden severe pain can be testicular torsion, which needs treatment within hours. A hard lump should always be checked by a doctor promptly.</p>';

const NOT_A_DIAGNOSIS_HTML =
  '<p>Health information on this site, in our guides, in the app and in our messages is general information to help you understand your body and prepare for a conversation with a clinician. It is <strong>not a diagnosis</strong>, not a treatment plan and not a substitute for an examination by a qualified healthcare professional who knows your history. Do not ignore professional advice or delay seeking it because of something you read here.</p>';

// ---------------------------------------------------------------- terms of service

function brandTermsSection(brand: BrandKey): string {
  switch (brand) {
    case 'stud':
      return [
        '<h2>6. Returns and exchanges</h2>',
        '<p>For hygiene reasons we can accept returns of underwear only when it is unworn, unwashed and in its original sealed packaging, within 30 days of delivery. Multi-packs must be returned complete. If a product is faulty or we sent the wrong item, tell us within 90 days and we will replace or refund it, including the cost of sending it back.</p>',
        '<p>Exchanges for a different size are free within the US and Canada; start one from your order history or by writing to us. Refunds go back to the original payment method within 10 business days of us receiving the return.</p>',
        '<h2>7. Sizing and product descriptions</h2>',
        '<p>We describe fabrics, fit and care as accurately as we can. Colours can look slightly different on different screens. Our size chart gives waist measurements in inches and centimetres; if you are between sizes, the larger size gives a cooler, looser fit.</p>',
        '<p>Our underwear is clothing designed for comfort and support. It is not a medical device and is not intended to diagnose, treat or prevent any condition.</p>',
      ].join('\n');
    case 'varicocele':
      return [
        '<h2>6. Consultations</h2>',
        '<p>Specialist video consultations are provided by independently licensed clinicians who work with us; the clinician, not Varicocele Care, is responsible for the clinical advice given. A video consultation cannot include a physical examination, so your clinician may recommend an in-person examination or tests. Consultations are not available for emergencies.</p>',
        '<p>You can reschedule or cancel a booked consultation free of charge up to 24 hours before it starts, for a full refund. Later cancellations and missed appointments are not refunded, but we will always try to rebook you once if something unexpected came up.</p>',
        '<h2>7. Supplements, guides and kits</h2>',
        '<p>Our supplement kit is a food supplement. It is not a medicine and is not intended to diagnose, treat, cure or prevent any disease. Read the label, do not exceed the stated dose, and ask a doctor or pharmacist before use if you take medication or have a medical condition. Unopened supplements can be returned within 30 days.</p>',
        '<p>Digital guides are delivered by download link. Because they can be copied once downloaded, digital purchases are refundable within 14 days only if the file has not been downloaded. Printed guides can be returned in resalable condition within 30 days. The Varicocele Treatment Kit can be returned within 30 days if its seals are unbroken; an unused consultation included in the kit is refunded at its listed price.</p>',
      ].join('\n');
    case 'careapp':
      return [
        '<h2>6. The health assistant</h2>',
        '<p>CareApp’s assistant is automated software. It answers using a curated library of men’s health information and, where configured, a language model. It can be wrong or incomplete, it does not know everything about you, and it cannot examine you. Treat its answers as a starting point for your own decisions and for conversations with your clinician, not as medical advice.</p>',
        '<p>If the assistant recognises symptoms that may need urgent attention it will tell you to seek care. Do not rely on it to do so: if you feel something is seriously wrong, contact emergency services.</p>',
        '<h2>7. Subscriptions</h2>',
        '<p>Paid plans renew automatically at the end of each billing period (monthly or yearly) at the price shown when you subscribed, until you cancel. You can cancel at any time from your profile; the plan stays active until the end of the period you have paid for. If you cancel within 14 days of your first payment, we will refund it in full.</p>',
      ].join('\n');
    case 'varicoceleorg':
      return [
        '<h2>6. Our information</h2>',
        '<p>Varicocele.org publishes general, educational information. Articles are written from published research and clinical guidelines and reviewed by clinicians, and each shows when it was last reviewed. Medicine changes, and an article cannot take your own situation into account, so always check decisions about tests or treatment with a clinician who knows you.</p>',
        '<p>Links to other sites, including our sister shops, are provided for convenience; we are not responsible for their content.</p>',
      ].join('\n');
  }
}

function termsOfService(profile: BrandProfile): string {
  const email = `support@${profile.domain}`;
  return [
    `<h1>${profile.name} Terms of Service</h1>`,
    `<p><em>Last updated: 1 September 2025</em></p>`,
    `<p>These terms apply when you use ${profile.what}, including its website, app, account and any purchase you make. ${profile.name} is operated by ${COMPANY} (“we”, “us”). Please read them; by creating an account or placing an order you agree to them.</p>`,
    '<h2>1. Health information is not a diagnosis</h2>',
    NOT_A_DIAGNOSIS_HTML,
    URGENT_CARE_HTML,
    '<h2>2. Your account</h2>',
    '<p>You must be at least 18 years old to create an account. Give us accurate details and keep them up to date. We sign you in with your password and a one-time code sent by email; keep both to yourself, and tell us straight away if you think someone else has used your account. You can delete your account at any time.</p>',
    '<h2>3. Orders, prices and payment</h2>',
    '<p>Prices are shown in US dollars and include any discount shown. Taxes and duties, where they apply, are shown at checkout. An order is a request to buy; the contract is formed when we confirm it by email. If a price was clearly shown in error, or an item turns out to be out of stock, we will contact you and you may cancel for a full refund.</p>',
    '<p>Card, PayPal and Google Pay payments are handled by those payment providers. We never see or store your full card number.</p>',
    '<h2>4. Promotions and vouchers</h2>',
    '<p>Promo codes and gift vouchers can be used once unless stated otherwise, cannot be exchanged for cash, and may have an expiry date or minimum order value shown with the offer.</p>',
    '<h2>5. Delivery</h2>',
    '<p>Standard delivery to the US and Canada is free and usually arrives in 3–5 business days. Worldwide delivery usually takes 9–15 business days. These are estimates, not guarantees; we will tell you if we expect a delay. Digital products and subscriptions are delivered by email or to your account.</p>',
    brandTermsSection(profile.key),
    '<h2>8. Reviews and content you send us</h2>',
    '<p>Reviews must be honest, about your own experience, and free of personal health details about anyone else. We mark reviews from confirmed buyers as verified. We may decline or remove reviews that are abusive, off-topic, promotional or that make medical claims, but we do not remove reviews because they are negative.</p>',
    '<h2>9. Acceptable use</h2>',
    '<p>Do not misuse the service: no attempts to break or overload it, to access other people’s accounts or data, to scrape it at scale, or to use it for anything unlawful. We may suspend accounts that do.</p>',
    '<h2>10. Our responsibility to you</h2>',
    '<p>We provide the service with reasonable care and skill. Nothing in these terms limits rights you have under consumer law where you live, or our liability for death or personal injury caused by our negligence, or for fraud. Otherwise, we are not responsible for losses that were not foreseeable, or for decisions about your health made without consulting a clinician.</p>',
    '<h2>11. Changes to these terms</h2>',
    '<p>We may update these terms when our services or the law change. We will show the date of the latest version at the top and tell account holders about important changes by email before they apply. The terms in force when you placed an order apply to that order.</p>',
    '<h2>12. Contact us</h2>',
    `<p>Questions about these terms: <a href="mailto:${email}">${email}</a>, ${profile.phone} (${profile.hours}), or write to ${COMPANY}, ${COMPANY_ADDRESS.replace(/\n/g, ', ')}.</p>`,
  ].join('\n');
}

// ---------------------------------------------------------------- privacy policy

function brandHealthData(brand: BrandKey): string {
  switch (brand) {
    case 'careapp':
      return 'your chat messages with the assistant and any files you attach, the conditions you choose to track, your answers to onboarding questions (such as age, height, weight and biological sex) and the personal facts you ask the assistant to remember';
    case 'varicocele':
      return 'your self-assessment answers, the varicocele grade and symptoms you tell us about when you request a consultation, and the notes your clinician makes during a consultation';
    case 'stud':
      return 'very little: your order history may reveal that you bought products aimed at men’s health, and your size';
    case 'varicoceleorg':
      return 'only what you choose to write in a contact message';
  }
}

function privacyPolicy(profile: BrandProfile): string {
  const email = `privacy@${profile.domain}`;
  return [
    `<h1>${profile.name} Privacy Policy</h1>`,
    `<p><em>Last updated: 1 September 2025</em></p>`,
    `<p>This policy explains what personal information ${COMPANY} collects when you use ${profile.what}, why, who we share it with and the choices you have. We have tried to write it plainly. The short version: we collect what we need to run the service, we treat health information with extra care, and we never sell your data.</p>`,
    '<h2>1. Information we collect</h2>',
    '<ul>',
    '<li><strong>Account details:</strong> your name, email address, phone number (optional) and password (stored only as a secure hash).</li>',
    '<li><strong>Orders:</strong> delivery and billing addresses, what you bought and when, and payment status. Card details go directly to our payment providers.</li>',
    `<li><strong>Health information:</strong> ${brandHealthData(profile.key)}.</li>`,
    '<li><strong>Messages:</strong> what you send through contact and consultation forms, and our replies.</li>',
    '<li><strong>Device and usage data:</strong> pages visited, the browser you use and approximate location from your IP address, used for security and to understand which pages work. Your browser stores your sign-in tokens, cart id and whether you subscribed, so the site works between visits.</li>',
    '</ul>',
    '<h2>2. How we use it</h2>',
    '<ul>',
    '<li>to run your account, process and deliver orders, and send the emails that go with them (order confirmations, one-time sign-in codes, password resets);</li>',
    '<li>to provide the service you asked for, such as answering your questions or preparing your consultation;</li>',
    '<li>to keep the service secure and prevent fraud and abuse;</li>',
    '<li>to improve our products, using aggregated figures wherever we can;</li>',
    '<li>to send marketing emails, only if you opted in. Every marketing email has a link to change your preferences or unsubscribe.</li>',
    '</ul>',
    '<h2>3. Health information</h2>',
    '<p>Health information is sensitive, so we ask for your explicit consent before collecting it and use it only to provide the feature you are using. It is never used for advertising, never sold and never shared with employers or insurers. Staff can access it only when needed to help you, and access is logged.</p>',
    NOT_A_DIAGNOSIS_HTML,
    '<h2>4. Who we share it with</h2>',
    '<p>We share the minimum needed with: payment providers (to take payment), delivery carriers (your name and address), our email and hosting providers (under contracts that stop them using your data for anything else), and, for consultations, the clinician you book with. We may disclose information when the law requires it or to protect someone’s safety. We do not sell or rent personal information.</p>',
    '<h2>5. How long we keep it</h2>',
    '<p>Order records are kept for seven years because tax law requires it. Chat history, assessments and tracked conditions are kept until you delete them or close your account. Marketing preferences are kept until you unsubscribe. When you close your account we delete or anonymise the rest within 30 days, except what we must keep by law.</p>',
    '<h2>6. Your rights and choices</h2>',
    '<p>You can see and correct your profile at any time, export your chats, assessments and profile data, and delete them. Depending on where you live (for example under the GDPR in the EU and UK, or state privacy laws in the US), you may also have the right to object to or restrict some uses, to withdraw consent, and to complain to a data protection authority. Write to us and we will answer within 30 days.</p>',
    '<h2>7. Security</h2>',
    '<p>Data is encrypted in transit, passwords are hashed, sign-in uses one-time codes and short-lived tokens, and access inside our team is limited to those who need it. No system is perfectly secure; if a breach affects you, we will tell you promptly.</p>',
    '<h2>8. Children</h2>',
    '<p>Our services are for adults. We do not knowingly collect information from anyone under 18, and will delete it if we learn we have.</p>',
    '<h2>9. International transfers</h2>',
    '<p>We are based in the United States and some of our providers are elsewhere. When data leaves your country we use legal safeguards such as standard contractual clauses.</p>',
    '<h2>10. Changes</h2>',
    '<p>We will post any change here with a new date, and email account holders before significant changes take effect.</p>',
    '<h2>11. Contact</h2>',
    `<p>Privacy questions and requests: <a href="mailto:${email}">${email}</a>, or write to ${COMPANY}, ${COMPANY_ADDRESS.replace(/\n/g, ', ')}.</p>`,
  ].join('\n');
}

function termsBlocks(): ContentBlockSeed[] {
  return BRAND_KEYS.flatMap((key) => {
    const profile = BRANDS[key];
    return [
      {
        identifier: `${key}-terms-of-service`,
        projectType: key,
        contentType: 'terms',
        name: `${profile.name} Terms of Service`,
        content: termsOfService(profile),
        script: null,
        data: { type: 'terms_of_service', title: 'Terms of Service', updated_at: TERMS_UPDATED },
      },
      {
        identifier: `${key}-privacy-policy`,
        projectType: key,
        contentType: 'terms',
        name: `${profile.name} Privacy Policy`,
        content: privacyPolicy(profile),
        script: null,
        data: { type: 'privacy_policy', title: 'Privacy Policy', updated_at: TERMS_UPDATED },
      },
    ];
  });
}

// ---------------------------------------------------------------- contact details

/**
 * One contact block per brand; `data` has the fields of the contract's ContactInfo (contact_type
 * is the brand) plus a `departments` list with each team's own address and hours.
 */
function contactBlocks(): ContentBlockSeed[] {
  return BRAND_KEYS.map((key) => {
    const profile = BRANDS[key];
    const support = `support@${profile.domain}`;
    const departments = [
      {
        contact_type: 'support',
        label: 'Customer support',
        email: support,
        phone: profile.phone,
        hours: profile.hours,
      },
      {
        contact_type: 'sales',
        label: key === 'varicoceleorg' ? 'Partnerships' : 'Business and wholesale',
        email: `${key === 'varicoceleorg' ? 'partners' : 'sales'}@${profile.domain}`,
        phone: profile.salesPhone,
        hours: 'Mon–Fri 10:00–16:00 ET',
      },
    ];
    if (key === 'varicocele') {
      departments.push({
        contact_type: 'consult',
        label: 'Consultation bookings',
        email: `consult@${profile.domain}`,
        phone: '+1 (555) 010-0162',
        hours: profile.hours,
      });
    }
    return {
      identifier: `${key}-contact-info`,
      projectType: key,
      contentType: 'contact_info',
      name: `${profile.name} contact details`,
      content: `<p>We answer every message within one business day. For order questions, have your order number ready.</p>\n${URGENT_CARE_HTML}`,
      script: null,
      data: {
        contact_type: key,
        email: support,
        phone: profile.phone,
        address: `${profile.name}\n${COMPANY}\n${COMPANY_ADDRESS}`,
        opening_hours: profile.hours,
        hours: profile.hours,
        social_links: [],
        departments,
      },
    };
  });
}

// ---------------------------------------------------------------- stud subscription popup

/** Paths (without the /ab_test prefix, compared ignoring a trailing slash) where it may show. */
export const SUBSCRIPTION_POPUP_URLS = ['/', '/a', '/b', '/shop', '/shop/a', '/shop/b', '/about'];

function subscriptionBlocks(): ContentBlockSeed[] {
  return [
    {
      identifier: 'stud-subscription-popup',
      projectType: 'stud',
      contentType: 'subscription_popup',
      name: 'Stud newsletter popup',
      content: [
        '<div class="subscribe-popup">',
        '<h2>Stay cool. Stay in the loop.</h2>',
        '<p>New colours, restock alerts and the occasional practical comfort tip, about twice a month. No spam, and you can unsubscribe in one click.</p>',
        '<form class="subscribe-popup__form" data-subscribe-form>',
        '<label for="subscribe-email">Email address</label>',
        '<input id="subscribe-email" name="email" type="email" autocomplete="email" required placeholder="you@example.com">',
        '<button type="submit">Subscribe</button>',
        '</form>',
        '<p class="subscribe-popup__small">We use your email only to send these updates. See our <a href="/terms">Privacy Policy</a>.</p>',
        '</div>',
      ].join('\n'),
      script: null,
      data: { template_name: 'subscription_popup', subject: null, urls: SUBSCRIPTION_POPUP_URLS },
    },
    {
      identifier: 'stud-subscription-popup-success',
      projectType: 'stud',
      contentType: 'subscription_popup_success',
      name: 'Stud newsletter popup: subscribed',
      content: [
        '<div class="subscribe-popup subscribe-popup--success">',
        '<h2>You’re on the list.</h2>',
        '<p>We’ve sent a short email to confirm your address. Open it and tap <strong>Confirm</strong>, and you’ll be the first to hear about new colours and restocks.</p>',
        '<p class="subscribe-popup__small">Not there? Check your spam or promotions folder.</p>',
        '</div>',
      ].join('\n'),
      script: null,
      data: {
        template_name: 'subscription_popup_success',
        subject: 'Confirm your Stud subscription',
        urls: SUBSCRIPTION_POPUP_URLS,
      },
    },
  ];
}

/** "Open your inbox" buttons shown after subscribing, by the subscriber's email provider. */
const EMAIL_PROVIDERS = [
  {
    key: 'gmail',
    provider: 'Gmail',
    domains: ['gmail.com', 'googlemail.com'],
    inboxUrl: 'https://mail.google.com/mail/u/0/#inbox',
  },
  {
    key: 'outlook',
    provider: 'Outlook',
    domains: ['outlook.com', 'hotmail.com', 'live.com', 'msn.com'],
    inboxUrl: 'https://outlook.live.com/mail/0/inbox',
  },
  {
    key: 'yahoo',
    provider: 'Yahoo Mail',
    domains: ['yahoo.com', 'ymail.com'],
    inboxUrl: 'https://mail.yahoo.com/',
  },
  {
    key: 'icloud',
    provider: 'iCloud Mail',
    domains: ['icloud.com', 'me.com', 'mac.com'],
    inboxUrl: 'https://www.icloud.com/mail',
  },
  {
    key: 'proton',
    provider: 'Proton Mail',
    domains: ['proton.me', 'protonmail.com', 'pm.me'],
    inboxUrl: 'https://mail.proton.me/',
  },
];

function emailDomainBlocks(): ContentBlockSeed[] {
  const blocks: ContentBlockSeed[] = EMAIL_PROVIDERS.map((p) => ({
    identifier: `stud-email-domain-${p.key}`,
    projectType: 'stud',
    contentType: 'email_domain',
    name: `Subscribed: open ${p.provider}`,
    content: `<p>Your confirmation email is on its way to your ${p.provider} inbox.</p>\n<p><a class="button" href="${p.inboxUrl}" target="_blank" rel="noopener noreferrer">Open ${p.provider}</a></p>`,
    script: null,
    data: { provider: p.provider, domains: p.domains, inbox_url: p.inboxUrl },
  }));
  blocks.push({
    identifier: 'stud-email-domain-default',
    projectType: 'stud',
    contentType: 'email_domain',
    name: 'Subscribed: any other provider',
    content:
      '<p>Your confirmation email is on its way. Open it from your inbox to confirm your subscription.</p>',
    script: null,
    data: { provider: null, domains: [], inbox_url: null },
  });
  return blocks;
}

// ---------------------------------------------------------------- varicocele consult page

function consultBlock(): ContentBlockSeed {
  return {
    identifier: 'varicocele-consult',
    projectType: 'varicocele',
    contentType: 'consult',
    name: 'Consult page',
    content: [
      '<h1>Talk it through with a varicocele specialist</h1>',
      '<p>Whether you have just been told you have a varicocele, you are living with an ache that will not settle, or you and your partner are trying for a baby, a 30-minute video call with a specialist can turn a confusing diagnosis into a clear plan.</p>',
      '<h2>What happens in a consultation</h2>',
      '<ul>',
      '<li>Your specialist asks about your symptoms, when they come on and what eases them, your health history and what matters most to you: comfort, fertility, or both.</li>',
      '<li>You go through any results you already have, such as a scrotal ultrasound report or a semen analysis, in plain language.</li>',
      '<li>You talk about the options honestly, from watchful waiting and everyday comfort measures to microsurgical repair or embolisation, including what each involves and what it can and cannot be expected to do.</li>',
      '<li>Afterwards you receive a written summary you can share with your own doctor.</li>',
      '</ul>',
      '<h2>Before your call</h2>',
      '<ul>',
      '<li>Write down your questions, and when your symptoms started.</li>',
      '<li>Have recent results and a list of the medicines and supplements you take to hand.</li>',
      '<li>Find a quiet, private room and test your camera and microphone.</li>',
      '</ul>',
      '<h2>What a video consultation cannot do</h2>',
      '<p>A specialist cannot examine you over video, so a varicocele cannot be confirmed or graded on a call alone. If you need an examination or an ultrasound, your specialist will say so and explain what to ask for. Many varicoceles never need treatment; part of the consultation is working out whether yours does.</p>',
      URGENT_CARE_HTML,
      '<h2>Book a time</h2>',
      '<p>Fill in the short form below, or choose a slot in the calendar. A first consultation is 30 minutes; follow-ups are 20 minutes.</p>',
    ].join('\n'),
    script: null,
    data: {
      heading: 'Talk it through with a varicocele specialist',
      product_slug: 'specialist-video-consultation',
      durations_minutes: { first: 30, follow_up: 20 },
      grades: ['grade_1', 'grade_2', 'grade_3', 'subclinical_minor', 'unknown'],
      symptoms: [
        'none',
        'male_infertility',
        'ed_virility',
        'low_testosterone',
        'varicocele_pain',
        'other',
      ],
    },
  };
}

// ---------------------------------------------------------------- landing copy

interface HeroCopy {
  identifier: string;
  projectType: BrandKey;
  contentType: string;
  name: string;
  headline: string;
  subheadline: string;
  ctaHref: string;
  variant?: 'A' | 'B';
  path: string;
  note?: string;
}

const CTA = 'Start Now!';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function hero(copy: HeroCopy): ContentBlockSeed {
  const lines = [
    '<section class="hero">',
    `<h1 class="hero__headline">${escapeHtml(copy.headline)}</h1>`,
    `<p class="hero__subheadline">${escapeHtml(copy.subheadline)}</p>`,
    `<a class="hero__cta" href="${copy.ctaHref}">${CTA}</a>`,
  ];
  if (copy.note) lines.push(`<p class="hero__note">${copy.note}</p>`);
  lines.push('</section>');
  return {
    identifier: copy.identifier,
    projectType: copy.projectType,
    contentType: copy.contentType,
    name: copy.name,
    content: lines.join('\n'),
    script: null,
    data: {
      path: copy.path,
      ...(copy.variant ? { variant: copy.variant } : {}),
      headline: copy.headline,
      subheadline: copy.subheadline,
      cta: { label: CTA, href: copy.ctaHref },
    },
  };
}

function landingBlocks(): ContentBlockSeed[] {
  return [
    hero({
      identifier: 'stud-landing-hero-a',
      projectType: 'stud',
      contentType: 'landing_hero',
      name: 'Stud landing hero A: support and cool',
      variant: 'A',
      path: '/a',
      headline: 'Support that keeps its cool.',
      subheadline:
        'Breathable briefs with a three-panel supportive pouch and a cooler fit, for men who would rather not think about their underwear all day. Free 3–5 day shipping in the US and Canada.',
      ctaHref: '/shop',
    }),
    hero({
      identifier: 'stud-landing-hero-b',
      projectType: 'stud',
      contentType: 'landing_hero',
      name: 'Stud landing hero B: everyday comfort',
      variant: 'B',
      path: '/b',
      headline: 'The most comfortable pair you will own.',
      subheadline:
        'Soft modal-cotton that lets heat out, gentle support where you need it, and a waistband that stays flat. Designed with input from men living with varicocele.',
      ctaHref: '/shop',
    }),
    hero({
      identifier: 'varicocele-landing-hero',
      projectType: 'varicocele',
      contentType: 'landing_hero',
      name: 'Varicocele landing hero',
      path: '/',
      headline: 'Varicocele, explained and cared for.',
      subheadline:
        'A clear guide, a specialist who listens and practical everyday comfort. Many varicoceles never need treatment; we help you work out whether yours does, and what to do next.',
      ctaHref: '/treatments',
      note: 'Sudden, severe testicular pain, swelling with fever or a hard lump? Do not wait: get urgent care now.',
    }),
    hero({
      identifier: 'varicoceleorg-landing-hero',
      projectType: 'varicoceleorg',
      contentType: 'landing_hero',
      name: 'Varicocele.org landing hero',
      path: '/',
      headline: 'Independent, plain-language information about varicocele.',
      subheadline:
        'What a varicocele is, how it is found, what it means for comfort and fertility, and the questions worth asking your doctor. Reviewed by clinicians, free to read.',
      ctaHref: '/about',
    }),
    hero({
      identifier: 'careapp-landing-hero',
      projectType: 'careapp',
      contentType: 'landing_hero',
      name: 'CareApp landing hero',
      path: '/',
      headline: 'Your private men’s health assistant.',
      subheadline:
        'Ask anything in plain words, track how you feel, and walk into appointments prepared. Clear answers with sources, and an honest “see a doctor” when it matters.',
      ctaHref: '/login',
    }),
    {
      identifier: 'varicoceleorg-about',
      projectType: 'varicoceleorg',
      contentType: 'about',
      name: 'Varicocele.org about page',
      content: [
        '<h1>About Varicocele.org</h1>',
        '<p>Varicocele.org is a small, independent site that explains varicocele in plain language. We started it because the information men find at two in the morning after a diagnosis is too often either frightening or selling something. We want you to finish reading calmer, better informed and ready for a good conversation with your doctor.</p>',
        '<h2>What a varicocele is</h2>',
        '<p>A varicocele is a widening of the veins in the scrotum that drain the testicle, similar to a varicose vein in the leg. It is common, found in roughly 15 in every 100 men, and usually on the left side. Most cause no problems at all. Some cause a dull ache or a feeling of heaviness, often worse after standing or exercise and better when lying down. A varicocele is more common among men being investigated for fertility problems, and in teenagers it can sometimes slow the growth of the testicle on that side.</p>',
        '<h2>When to see a doctor</h2>',
        '<p>Book a routine appointment if you notice a soft swelling above a testicle (sometimes described as feeling like a bag of worms), a dragging ache that keeps coming back, a difference in size between your testicles, or if you and your partner have been trying for a baby for a year without success. See a doctor sooner if a swelling appears suddenly, is only on the right side, or does not go down when you lie flat, as these need checking for other causes.</p>',
        URGENT_CARE_HTML,
        '<h2>How we write</h2>',
        '<ul>',
        '<li>Every article is based on published research and clinical guidelines, lists its sources and shows when it was last reviewed by a clinician.</li>',
        '<li>We say what is not known as clearly as what is, including where evidence about treatment and fertility is mixed.</li>',
        '<li>We do not run advertising. Our sister shops, Stud and Varicocele Care, fund the site; they never decide what we write.</li>',
        '</ul>',
        '<p>Nothing on this site is a diagnosis or a personal recommendation. If something here worries you, please talk to a doctor.</p>',
      ].join('\n'),
      script: null,
      data: { path: '/about' },
    },
    {
      identifier: 'stud-about',
      projectType: 'stud',
      contentType: 'about',
      name: 'Stud about page',
      content: [
        '<h1>About Stud</h1>',
        '<p>Stud began with a conversation most men never have: about the ache, the heat and the constant readjusting that come with the wrong underwear. Several of us live with a varicocele, and we kept hearing the same sensible advice from doctors: gentle support, a cooler fit, breathable fabric. We could not find briefs that did all three without being either a medical garment or a sweatbox, so we made them.</p>',
        '<h2>How we design</h2>',
        '<ul>',
        '<li><strong>Support from underneath.</strong> A three-panel pouch lifts and holds, instead of flattening everything against you.</li>',
        '<li><strong>Heat out, not in.</strong> Modal-cotton knits, open micro-mesh and mesh side panels that let air move.</li>',
        '<li><strong>Nothing that digs.</strong> Flat bindings, bonded hems, no scratchy labels, and sizes from XXS to XXXL.</li>',
        '</ul>',
        '<p>We make comfortable clothing, not medical devices. If you have pain or swelling, or questions about fertility, talk to a clinician; our sister shop, Varicocele Care, offers video consultations with specialists.</p>',
        URGENT_CARE_HTML,
      ].join('\n'),
      script: null,
      data: { path: '/about' },
    },
  ];
}

// ---------------------------------------------------------------- export

export const contentBlocks: ContentBlockSeed[] = [
  ...termsBlocks(),
  ...contactBlocks(),
  ...subscriptionBlocks(),
  ...emailDomainBlocks(),
  consultBlock(),
  ...landingBlocks(),
];
