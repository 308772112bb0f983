import type { Translations } from '../translation-types';

const he: Translations = {
  common: {
    acceptAll: 'אישור הכול',
    rejectAll: 'דחיית הכול',
    customize: 'התאמה אישית',
    save: 'שמירת ההגדרות',
    close: 'סגירה',
    securedBy: 'מאובטח על ידי',
    alwaysActive: 'פעיל תמיד',
    allowCategory: 'לאפשר {category}',
    servicesAllowed: 'שירותים מותרים: {allowed}/{total}',
    saved: 'בחירות הפרטיות שלך נשמרו.',
    privacyChoices: 'בחירות הפרטיות שלך',
  },
  cookieBanner: {
    landmark: 'הסכמה לקובצי Cookie',
    title: 'הפרטיות שלך חשובה לנו',
    description:
      'אנחנו משתמשים בקובצי Cookie כדי להפעיל את האתר, להבין איך משתמשים בו ולהציג תוכן רלוונטי. אפשר לבחור באילו קובצי Cookie מותר לנו להשתמש ולשנות את הבחירה בכל עת.',
  },
  consentManagerDialog: {
    title: 'הגדרות פרטיות',
    description:
      'כאן אפשר להחליט באילו קובצי Cookie וטכנולוגיות דומות האתר רשאי להשתמש. הקבצים ההכרחיים פעילים תמיד, כי האתר לא יכול לפעול בלעדיהם.',
  },
  optOut: {
    description:
      'אנחנו ושותפי הפרסום שלנו אוספים מידע על הביקור שלך, כמו הדפים שצפית בהם ומזהי המכשיר שלך, באמצעות קובצי Cookie וטכנולוגיות דומות. אנחנו מוכרים או משתפים את המידע לצורך פרסום מותאם, אלא אם סירבת לכך. אפשר לסרב בכל עת.',
    optOutButton: 'סירוב למכירה/שיתוף',
    acknowledgeButton: 'הבנתי',
    choicesButton: 'ניהול הבחירות',
    dialogDescription:
      'אנחנו מוכרים או משתפים מידע על הביקור שלך, כמו הדפים שצפית בהם ומזהי המכשיר שלך, עם שותפי פרסום לצורך פרסום מותאם. אפשר לסרב למכירה ולשיתוף האלה בכפתור שלמטה, או לכבות קטגוריות אחת אחת. קובצי Cookie הכרחיים תמיד פעילים.',
  },
  consentTypes: {
    necessary: {
      title: 'הכרחיים בהחלט',
      description: 'נדרשים לפעולת האתר: אבטחה, ניווט בין דפים ושמירת הבחירה הזו. אי אפשר לכבות אותם.',
    },
    functionality: {
      title: 'פונקציונליות',
      description: 'שומרים את ההעדפות שלך, כמו שפה או אזור, ומאפשרים תכונות כמו מפות מוטמעות וצ׳אט.',
    },
    experience: {
      title: 'חוויה',
      description: 'מתאימים אישית את מה שמוצג לך באתר, למשל המלצות על סמך תכנים שצפית בהם בעבר.',
    },
    measurement: {
      title: 'אנליטיקה',
      description: 'סופרים ביקורים ומודדים איך משתמשים באתר, כדי שנוכל לאתר ולתקן את מה שלא עובד טוב.',
    },
    marketing: {
      title: 'שיווק',
      description: 'מאפשרים לשותפי פרסום להציג לך מודעות רלוונטיות כאן ובמקומות אחרים, ולמדוד את האפקטיביות שלהן.',
    },
  },
  frame: {
    title: 'כדי לצפות בתוכן הזה יש לאשר קובצי Cookie מסוג {category}',
    actionButton: 'הפעלת קובצי Cookie מסוג {category}',
    shown: 'תוכן מסוג {category} מוצג כעת.',
  },
  legalLinks: {
    privacyPolicy: 'מדיניות פרטיות',
    cookiePolicy: 'מדיניות קובצי עוגיות',
    termsOfService: 'תנאי שימוש',
  },
  cookieDeclaration: {
    caption: '{category}: קובצי Cookie וטכנולוגיות דומות',
    name: 'שם',
    provider: 'ספק',
    purpose: 'מטרה',
    duration: 'משך',
    session: 'הפעלה',
    persistent: 'עד למחיקה',
  },
  globalPrivacyControl: {
    note: 'כבוי כי הדפדפן שלך שולח את האות Global Privacy Control.',
  },
};

export default he;
