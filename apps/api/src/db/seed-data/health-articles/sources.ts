/**
 * The public pages the health articles point to, each named once: reputable patient
 * information (NHS, MedlinePlus, Mayo Clinic, WHO, the AUA's Urology Care Foundation, the
 * NIH Office of Dietary Supplements). Titles are the pages' own names; nothing is quoted.
 */
export interface ArticleSource {
  title: string;
  url: string;
}

const source = (title: string, url: string): ArticleSource => ({ title, url });

export const SOURCES = {
  nhsVaricocele: source('Varicocele (NHS)', 'https://www.nhs.uk/conditions/varicocele/'),
  nhsTesticlePain: source('Testicle pain (NHS)', 'https://www.nhs.uk/conditions/testicle-pain/'),
  nhsInfertility: source('Infertility (NHS)', 'https://www.nhs.uk/conditions/infertility/'),
  nhsIvf: source('IVF (NHS)', 'https://www.nhs.uk/conditions/ivf/'),
  nhsErection: source(
    'Erection problems (erectile dysfunction) (NHS)',
    'https://www.nhs.uk/conditions/erection-problems-erectile-dysfunction/',
  ),
  nhsPriapism: source(
    'Priapism (painful erections) (NHS)',
    'https://www.nhs.uk/conditions/priapism/',
  ),
  nhsEpididymitis: source('Epididymitis (NHS)', 'https://www.nhs.uk/conditions/epididymitis/'),
  nhsTesticularCancer: source(
    'Testicular cancer (NHS)',
    'https://www.nhs.uk/conditions/testicular-cancer/',
  ),
  nhsHydrocele: source('Hydrocele (NHS)', 'https://www.nhs.uk/conditions/hydrocele/'),
  nhsVasectomy: source('Vasectomy (NHS)', 'https://www.nhs.uk/conditions/vasectomy/'),
  nhsMaleMenopause: source(
    'The "male menopause" (NHS)',
    'https://www.nhs.uk/conditions/male-menopause/',
  ),
  nhsStroke: source('Stroke (NHS)', 'https://www.nhs.uk/conditions/stroke/'),
  nhsHeartAttack: source('Heart attack (NHS)', 'https://www.nhs.uk/conditions/heart-attack/'),
  nhsAnaphylaxis: source('Anaphylaxis (NHS)', 'https://www.nhs.uk/conditions/anaphylaxis/'),
  nhsSepsis: source('Sepsis (NHS)', 'https://www.nhs.uk/conditions/sepsis/'),
  nhsSteroids: source(
    'Anabolic steroid misuse (NHS)',
    'https://www.nhs.uk/conditions/anabolic-steroid-misuse/',
  ),
  nhsQuitSmoking: source('Quit smoking (NHS)', 'https://www.nhs.uk/live-well/quit-smoking/'),
  nhsHealthyWeight: source('Healthy weight (NHS)', 'https://www.nhs.uk/live-well/healthy-weight/'),
  nhsExercise: source('Exercise (NHS)', 'https://www.nhs.uk/live-well/exercise/'),
  nhsMentalHealth: source('Mental health (NHS)', 'https://www.nhs.uk/mental-health/'),
  nhsUrgentMentalHealth: source(
    'Where to get urgent help for mental health (NHS)',
    'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/',
  ),
  nhsWhenToGoToAe: source(
    'When to go to A&E (NHS)',
    'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-go-to-ae/',
  ),
  nhsFainting: source('Fainting (NHS)', 'https://www.nhs.uk/conditions/fainting/'),
  nhsPoisoning: source('Poisoning (NHS)', 'https://www.nhs.uk/conditions/poisoning/'),
  nhsShortnessOfBreath: source(
    'Shortness of breath (NHS)',
    'https://www.nhs.uk/conditions/shortness-of-breath/',
  ),
  mayoVaricocele: source(
    'Varicocele: symptoms and causes (Mayo Clinic)',
    'https://www.mayoclinic.org/diseases-conditions/varicocele/symptoms-causes/syc-20378771',
  ),
  mayoMaleInfertility: source(
    'Male infertility: symptoms and causes (Mayo Clinic)',
    'https://www.mayoclinic.org/diseases-conditions/male-infertility/symptoms-causes/syc-20374773',
  ),
  mayoErectileDysfunction: source(
    'Erectile dysfunction: symptoms and causes (Mayo Clinic)',
    'https://www.mayoclinic.org/diseases-conditions/erectile-dysfunction/symptoms-causes/syc-20355776',
  ),
  mayoTesticularTorsion: source(
    'Testicular torsion: symptoms and causes (Mayo Clinic)',
    'https://www.mayoclinic.org/diseases-conditions/testicular-torsion/symptoms-causes/syc-20378270',
  ),
  whoInfertility: source(
    'Infertility fact sheet (WHO)',
    'https://www.who.int/news-room/fact-sheets/detail/infertility',
  ),
  whoSemenManual: source(
    'WHO laboratory manual for the examination and processing of human semen, 6th edition',
    'https://www.who.int/publications/i/item/9789240030787',
  ),
  whoTobacco: source(
    'Tobacco fact sheet (WHO)',
    'https://www.who.int/news-room/fact-sheets/detail/tobacco',
  ),
  whoAlcohol: source(
    'Alcohol fact sheet (WHO)',
    'https://www.who.int/news-room/fact-sheets/detail/alcohol',
  ),
  whoObesity: source(
    'Obesity and overweight fact sheet (WHO)',
    'https://www.who.int/news-room/fact-sheets/detail/obesity-and-overweight',
  ),
  whoPhysicalActivity: source(
    'Physical activity fact sheet (WHO)',
    'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
  ),
  whoSuicide: source(
    'Suicide fact sheet (WHO)',
    'https://www.who.int/news-room/fact-sheets/detail/suicide',
  ),
  medlineInfertility: source(
    'Infertility (MedlinePlus)',
    'https://medlineplus.gov/infertility.html',
  ),
  medlineErectileDysfunction: source(
    'Erectile dysfunction (MedlinePlus)',
    'https://medlineplus.gov/erectiledysfunction.html',
  ),
  medlineTesticularCancer: source(
    'Testicular cancer (MedlinePlus)',
    'https://medlineplus.gov/testicularcancer.html',
  ),
  medlineTesticularDisorders: source(
    'Testicular disorders (MedlinePlus)',
    'https://medlineplus.gov/testiculardisorders.html',
  ),
  medlineSupplements: source(
    'Dietary supplements (MedlinePlus)',
    'https://medlineplus.gov/dietarysupplements.html',
  ),
  medlineMensHealth: source(
    "Men's health (MedlinePlus)",
    'https://medlineplus.gov/menshealth.html',
  ),
  odsZinc: source(
    'Zinc fact sheet for consumers (NIH ODS)',
    'https://ods.od.nih.gov/factsheets/Zinc-Consumer/',
  ),
  odsSelenium: source(
    'Selenium fact sheet for consumers (NIH ODS)',
    'https://ods.od.nih.gov/factsheets/Selenium-Consumer/',
  ),
  odsFolate: source(
    'Folate fact sheet for consumers (NIH ODS)',
    'https://ods.od.nih.gov/factsheets/Folate-Consumer/',
  ),
  odsWhatToKnow: source(
    'Dietary supplements: what you need to know (NIH ODS)',
    'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
  ),
  auaVaricoceles: source(
    'Varicoceles (Urology Care Foundation)',
    'https://www.urologyhealth.org/urology-a-z/v/varicoceles',
  ),
  auaTorsion: source(
    'Testicular torsion (Urology Care Foundation)',
    'https://www.urologyhealth.org/urology-a-z/t/testicular-torsion',
  ),
  auaMaleInfertility: source(
    'Male infertility (Urology Care Foundation)',
    'https://www.urologyhealth.org/urology-a-z/m/male-infertility',
  ),
  auaPriapism: source(
    'Priapism (Urology Care Foundation)',
    'https://www.urologyhealth.org/urology-a-z/p/priapism',
  ),
  auaLowTestosterone: source(
    'Low testosterone (Urology Care Foundation)',
    'https://www.urologyhealth.org/urology-a-z/l/low-testosterone',
  ),
  auaEpididymitis: source(
    'Epididymitis (Urology Care Foundation)',
    'https://www.urologyhealth.org/urology-a-z/e/epididymitis',
  ),
  lifeline988: source('988 Suicide & Crisis Lifeline', 'https://988lifeline.org/'),
} as const satisfies Record<string, ArticleSource>;
