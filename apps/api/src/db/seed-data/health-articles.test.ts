import { describe, expect, it } from 'vitest';
import { healthArticles, starterSuggestions, type HealthTopic } from './health-articles';

const TOPICS: HealthTopic[] = [
  'varicocele',
  'fertility',
  'semen_analysis',
  'testosterone',
  'erectile_function',
  'scrotal_pain',
  'underwear_heat',
  'lifestyle',
  'supplements',
  'treatment_recovery',
  'when_to_see_doctor',
];

/** Public health publishers the articles may cite. */
const REPUTABLE_HOSTS = [
  'www.nhs.uk',
  'medlineplus.gov',
  'www.mayoclinic.org',
  'www.who.int',
  'www.urologyhealth.org',
  'ods.od.nih.gov',
  '988lifeline.org',
];

const wordCount = (article: (typeof healthArticles)[number]) =>
  article.paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

describe('health articles', () => {
  it('has at least 60 articles with unique kebab-case slugs', () => {
    expect(healthArticles.length).toBeGreaterThanOrEqual(60);
    const slugs = healthArticles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('covers every topic with at least three articles', () => {
    for (const topic of TOPICS) {
      expect(healthArticles.filter((a) => a.topic === topic).length, topic).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it('links only to articles that exist, 2 to 4 of them, never to itself', () => {
    const slugs = new Set(healthArticles.map((a) => a.slug));
    for (const article of healthArticles) {
      expect(article.related.length, article.slug).toBeGreaterThanOrEqual(2);
      expect(article.related.length, article.slug).toBeLessThanOrEqual(4);
      for (const slug of article.related) {
        expect(slugs.has(slug), `${article.slug} → ${slug}`).toBe(true);
        expect(slug).not.toBe(article.slug);
      }
    }
  });

  it('cites 1 to 3 https pages of reputable public health publishers', () => {
    for (const article of healthArticles) {
      expect(article.sources.length, article.slug).toBeGreaterThanOrEqual(1);
      expect(article.sources.length, article.slug).toBeLessThanOrEqual(3);
      for (const source of article.sources) {
        const url = new URL(source.url);
        expect(url.protocol, source.url).toBe('https:');
        expect(REPUTABLE_HOSTS, source.url).toContain(url.host);
        expect(source.title.trim()).not.toBe('');
      }
    }
  });

  it('has a title, a summary, 3 to 6 non-empty paragraphs of 150 to 350 words, and 1 to 3 questions', () => {
    for (const article of healthArticles) {
      expect(article.title.trim(), article.slug).not.toBe('');
      expect(article.summary.trim(), article.slug).not.toBe('');
      expect(article.paragraphs.length, article.slug).toBeGreaterThanOrEqual(3);
      expect(article.paragraphs.length, article.slug).toBeLessThanOrEqual(6);
      for (const paragraph of article.paragraphs)
        expect(paragraph.trim(), article.slug).not.toBe('');
      expect(wordCount(article), article.slug).toBeGreaterThanOrEqual(150);
      expect(wordCount(article), article.slug).toBeLessThanOrEqual(350);
      expect(article.suggestedQuestions.length, article.slug).toBeGreaterThanOrEqual(1);
      expect(article.suggestedQuestions.length, article.slug).toBeLessThanOrEqual(3);
    }
  });

  it('sends the emergencies it describes to emergency care', () => {
    const emergencySlugs = [
      'testicular-torsion',
      'priapism-an-erection-that-will-not-go-down',
      'scrotal-infection-with-fever',
      'injury-to-the-testicles',
      'emergency-signs-for-men',
    ];
    for (const slug of emergencySlugs) {
      const article = healthArticles.find((a) => a.slug === slug);
      expect(article?.paragraphs.join(' '), slug).toMatch(/emergency department|emergency number/);
    }
  });
});

describe('starter suggestions', () => {
  it('offers 8 to 12 distinct one-tap prompts', () => {
    expect(starterSuggestions.length).toBeGreaterThanOrEqual(8);
    expect(starterSuggestions.length).toBeLessThanOrEqual(12);
    expect(new Set(starterSuggestions).size).toBe(starterSuggestions.length);
  });
});
