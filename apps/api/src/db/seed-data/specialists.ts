import type { specialists } from '../schema';

/**
 * The consultation team of the varicocele brand. The people are invented for the project;
 * their portraits are drawn by media/generate-specialists.mjs. Working hours are local times
 * in each specialist's own zone; slots are made from them (modules/varicocele/slots.ts).
 */
export const specialistSeeds: (typeof specialists.$inferInsert)[] = [
  {
    id: 'amara-okafor',
    name: 'Dr Amara Okafor',
    role: 'Consultant urologist, male fertility',
    bio: 'Amara has spent fifteen years treating men whose route to parenthood runs through the urology clinic. She explains semen analysis results line by line and helps couples decide whether a varicocele repair is worth it before IVF.',
    languages: ['English', 'French'],
    focus: ['Male infertility', 'Microsurgical varicocele repair', 'Semen analysis review'],
    photoUrl: '/media/specialists/amara-okafor.svg',
    timeZone: 'Europe/London',
    workingHours: {
      '1': [
        ['09:00', '12:30'],
        ['13:30', '17:00'],
      ],
      '2': [
        ['09:00', '12:30'],
        ['13:30', '17:00'],
      ],
      '3': [['09:00', '12:30']],
      '4': [
        ['09:00', '12:30'],
        ['13:30', '17:00'],
      ],
    },
    position: 1,
  },
  {
    id: 'kenji-watanabe',
    name: 'Dr Kenji Watanabe',
    role: 'Interventional radiologist',
    bio: 'Kenji treats varicoceles from the inside, closing the faulty vein through a pinhole in the neck or groin. He reads scrotal ultrasound every day and is the person to ask whether embolisation suits you.',
    languages: ['Japanese', 'English'],
    focus: ['Varicocele embolisation', 'Scrotal ultrasound', 'Recurrence after surgery'],
    photoUrl: '/media/specialists/kenji-watanabe.svg',
    timeZone: 'Asia/Tokyo',
    workingHours: {
      '1': [['10:00', '16:00']],
      '2': [['10:00', '16:00']],
      '3': [['10:00', '16:00']],
      '4': [['10:00', '16:00']],
      '5': [['10:00', '13:00']],
    },
    position: 2,
  },
  {
    id: 'lucia-fernandez',
    name: 'Dr Lucía Fernández',
    role: 'Andrologist',
    bio: 'Lucía looks after the hormonal side of men’s health: low testosterone, erection problems and the tiredness that often comes with them. She takes time to separate what a varicocele can explain from what it cannot.',
    languages: ['Spanish', 'English', 'Portuguese'],
    focus: ['Low testosterone', 'Erectile function', 'Hormone testing'],
    photoUrl: '/media/specialists/lucia-fernandez.svg',
    timeZone: 'Europe/Madrid',
    workingHours: {
      '2': [['09:00', '14:00']],
      '3': [
        ['09:00', '14:00'],
        ['16:00', '19:00'],
      ],
      '4': [['09:00', '14:00']],
      '5': [['09:00', '14:00']],
      '6': [['10:00', '13:00']],
    },
    position: 3,
  },
  {
    id: 'marcus-hale',
    name: 'Dr Marcus Hale',
    role: 'Urologist, scrotal pain and adolescent care',
    bio: 'Marcus sees teenagers and men with aching or dragging scrotal pain. He is careful about when watching and waiting is the better choice, and plain about when it is not.',
    languages: ['English', 'Spanish'],
    focus: ['Scrotal pain', 'Adolescent varicocele', 'Watchful waiting'],
    photoUrl: '/media/specialists/marcus-hale.svg',
    timeZone: 'America/New_York',
    workingHours: {
      '1': [
        ['08:30', '12:30'],
        ['13:30', '16:30'],
      ],
      '2': [
        ['08:30', '12:30'],
        ['13:30', '16:30'],
      ],
      '3': [
        ['08:30', '12:30'],
        ['13:30', '16:30'],
      ],
      '4': [['08:30', '12:30']],
      '5': [
        ['08:30', '12:30'],
        ['13:30', '16:30'],
      ],
    },
    position: 4,
  },
];
