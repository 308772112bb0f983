import type { Translations } from '../types';

const ar: Translations = {
  common: {
    acceptAll: 'قبول الكل',
    rejectAll: 'رفض الكل',
    customize: 'تخصيص',
    save: 'حفظ الإعدادات',
    close: 'إغلاق',
    securedBy: 'محمي بواسطة',
    alwaysActive: 'مفعّلة دائمًا',
    allowCategory: 'السماح بفئة «{category}»',
    saved: 'تم حفظ خيارات الخصوصية الخاصة بك.',
    privacyChoices: 'خيارات الخصوصية الخاصة بك',
  },
  cookieBanner: {
    title: 'نحن نحترم خصوصيتك',
    description:
      'نستخدم ملفات تعريف الارتباط لتشغيل هذا الموقع وفهم طريقة استخدامه وعرض محتوى يهمّك. اختر ملفات تعريف الارتباط التي يُسمح لنا باستخدامها، ويمكنك تغيير اختيارك في أي وقت.',
  },
  consentManagerDialog: {
    title: 'إعدادات الخصوصية',
    description:
      'حدّد ملفات تعريف الارتباط والتقنيات المشابهة التي يمكن لهذا الموقع استخدامها. الملفات الضرورية مفعّلة دائمًا لأن الموقع لا يعمل بدونها.',
  },
  consentTypes: {
    necessary: {
      title: 'ضرورية للغاية',
      description: 'مطلوبة لعمل الموقع: الأمان والتنقل بين الصفحات وتذكّر هذا الاختيار. لا يمكن إيقافها.',
    },
    functionality: {
      title: 'الوظائف',
      description: 'تتذكّر تفضيلاتك مثل اللغة أو المنطقة، وتتيح ميزات مثل الخرائط المضمّنة والدردشة.',
    },
    experience: {
      title: 'التجربة',
      description: 'تخصّص ما تراه على الموقع، مثل التوصيات المبنية على ما شاهدته سابقًا.',
    },
    measurement: {
      title: 'التحليلات',
      description: 'تحسب الزيارات وتقيس طريقة استخدام الموقع، لنتمكن من اكتشاف ما لا يعمل جيدًا وإصلاحه.',
    },
    marketing: {
      title: 'التسويق',
      description: 'تتيح لشركاء الإعلان عرض إعلانات تهمّك هنا وفي أماكن أخرى، وقياس مدى فعاليتها.',
    },
  },
  frame: {
    title: 'اقبل ملفات تعريف الارتباط من فئة «{category}» لعرض هذا المحتوى',
    actionButton: 'تفعيل ملفات فئة «{category}»',
    shown: 'يُعرض الآن محتوى فئة «{category}».',
  },
  legalLinks: {
    privacyPolicy: 'سياسة الخصوصية',
    cookiePolicy: 'سياسة ملفات تعريف الارتباط',
    termsOfService: 'شروط الخدمة',
  },
  cookieDeclaration: {
    caption: '{category}: ملفات تعريف الارتباط والتقنيات المشابهة',
    name: 'الاسم',
    provider: 'المزوّد',
    purpose: 'الغرض',
    duration: 'المدة',
    session: 'الجلسة',
    persistent: 'حتى حذفها',
  },
  globalPrivacyControl: {
    note: 'متوقف لأن متصفحك يرسل إشارة Global Privacy Control.',
  },
};

export default ar;
