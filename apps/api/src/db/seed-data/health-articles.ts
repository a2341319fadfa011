import { erectileFunctionArticles } from './health-articles/erectile-function';
import { fertilityArticles } from './health-articles/fertility';
import { lifestyleArticles } from './health-articles/lifestyle';
import { scrotalPainArticles } from './health-articles/scrotal-pain';
import { semenAnalysisArticles } from './health-articles/semen-analysis';
import type { ArticleSource } from './health-articles/sources';
import { supplementArticles } from './health-articles/supplements';
import { testosteroneArticles } from './health-articles/testosterone';
import { treatmentRecoveryArticles } from './health-articles/treatment-recovery';
import { underwearHeatArticles } from './health-articles/underwear-heat';
import { varicoceleArticles } from './health-articles/varicocele';
import { ASKED_AS } from './health-articles/asked-as';
import { askedByReaders, type ReadSet } from './health-articles/asked-by-readers';
import { whenToSeeDoctorArticles } from './health-articles/when-to-see-doctor';

/**
 * The health chat's knowledge base (issue 10): original articles in plain words, written
 * for this project. They inform and never diagnose; each says when to see a doctor, and the
 * emergencies (torsion, priapism, infection with fever, injury) say to go now. The local
 * engine searches them by paragraph and cites `sources`.
 */
export type HealthTopic =
  | 'varicocele'
  | 'fertility'
  | 'semen_analysis'
  | 'testosterone'
  | 'erectile_function'
  | 'scrotal_pain'
  | 'underwear_heat'
  | 'lifestyle'
  | 'supplements'
  | 'treatment_recovery'
  | 'when_to_see_doctor';

export interface HealthArticleSeed {
  /** kebab-case, unique. */
  slug: string;
  title: string;
  topic: HealthTopic;
  /** One or two sentences. */
  summary: string;
  /** The body, plain text (Markdown emphasis allowed), 3-6 paragraphs. */
  paragraphs: string[];
  /** 1-3 reputable public pages on the same subject. */
  sources: ArticleSource[];
  /** Slugs of 2-4 neighbouring articles. */
  related: string[];
  /** 1-3 follow-up questions this article answers well. */
  suggestedQuestions: string[];
  /** Everyday questions the article answers, searched and never shown (asked-as.ts). */
  askedAs?: readonly string[];
}

const articles: readonly HealthArticleSeed[] = [
  ...varicoceleArticles,
  ...treatmentRecoveryArticles,
  ...fertilityArticles,
  ...semenAnalysisArticles,
  ...testosteroneArticles,
  ...erectileFunctionArticles,
  ...scrotalPainArticles,
  ...underwearHeatArticles,
  ...lifestyleArticles,
  ...supplementArticles,
  ...whenToSeeDoctorArticles,
];

/**
 * The articles with their everyday questions: those written for them (asked-as.ts) and the
 * read retrieval sets' questions labelled with them (asked-by-readers.ts), but `leaveOut`'s.
 */
export function healthArticlesLeavingOut(leaveOut?: ReadSet): readonly HealthArticleSeed[] {
  const readers = askedByReaders(leaveOut);
  return articles.map((article) => ({
    ...article,
    askedAs: [...(ASKED_AS[article.slug] ?? []), ...(readers[article.slug] ?? [])],
  }));
}

export const healthArticles: readonly HealthArticleSeed[] = healthArticlesLeavingOut();

/** One-tap prompts for an empty chat. */
export const starterSuggestions: string[] = [
  'What is a varicocele and does it need treatment?',
  'How should I prepare for a semen analysis?',
  'What do the numbers on my semen analysis mean?',
  'Does testosterone therapy affect fertility?',
  'Briefs or boxers: does underwear matter for sperm?',
  'How long is recovery after varicocele surgery?',
  'Which testicle pain needs the emergency department?',
  'Do fertility supplements work?',
  'What lifestyle changes help sperm quality?',
  'When should we see a doctor about trying to conceive?',
];
