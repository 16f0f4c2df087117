import DarkroomStrings

/// The bench's strings in English, Japanese, German, Spanish and Arabic, built in memory.
enum BenchCatalog {
  static let values: [String: [String: String]] = [
    "bench.main.heading": ["en": "Your money, calm", "ja": "お金を、穏やかに", "de": "Ihr Geld, ganz entspannt", "es": "Tu dinero, en calma", "ar": "أموالك بهدوء"],
    "bench.main.body": [
      "en": "Plan the month in a minute.", "ja": "1分で今月の計画を。", "de": "Planen Sie den Monat in einer Minute.",
      "es": "Planifica el mes en un minuto.", "ar": "خطط لشهرك في دقيقة.",
    ],
    "bench.main.button": ["en": "Get started", "ja": "はじめる", "de": "Loslegen", "es": "Empezar", "ar": "ابدأ"],
    "bench.list.heading": ["en": "Expenses", "ja": "支出", "de": "Ausgaben", "es": "Gastos", "ar": "النفقات"],
    "bench.list.row %lld": ["en": "Expense %lld", "ja": "支出 %lld", "de": "Ausgabe %lld", "es": "Gasto %lld", "ar": "مصروف %lld"],
    "bench.settings.heading": ["en": "Settings", "ja": "設定", "de": "Einstellungen", "es": "Ajustes", "ar": "الإعدادات"],
    "bench.settings.notifications": ["en": "Notifications", "ja": "通知", "de": "Mitteilungen", "es": "Notificaciones", "ar": "الإشعارات"],
    "bench.settings.sync": ["en": "iCloud sync", "ja": "iCloud同期", "de": "iCloud-Synchronisierung", "es": "Sincronización con iCloud", "ar": "مزامنة iCloud"],
    "bench.settings.currency": ["en": "Currency", "ja": "通貨", "de": "Währung", "es": "Moneda", "ar": "العملة"],
    "bench.settings.language": ["en": "Language", "ja": "言語", "de": "Sprache", "es": "Idioma", "ar": "اللغة"],
    "bench.settings.privacy": ["en": "Privacy", "ja": "プライバシー", "de": "Datenschutz", "es": "Privacidad", "ar": "الخصوصية"],
    "shots.main.keyword": ["en": "Budgets", "ja": "家計簿", "de": "Haushaltsbuch", "es": "Presupuestos", "ar": "الميزانيات"],
    "shots.main.title": [
      "en": "See every expense at a glance", "ja": "すべての支出をひと目で確認",
      "de": "Behalten Sie sämtliche Haushaltsausgaben jederzeit im Blick", "es": "Todos tus gastos de un vistazo",
      "ar": "تابع جميع نفقاتك في لمحة واحدة",
    ],
    "shots.list.title": [
      "en": "Every account in one list", "ja": "すべての口座をひとつのリストに", "de": "Alle Konten übersichtlich in einer Liste",
      "es": "Todas tus cuentas en una sola lista", "ar": "جميع حساباتك في قائمة واحدة",
    ],
    "shots.settings.title": [
      "en": "Make it yours", "ja": "自分好みに", "de": "Ganz nach Ihren Vorstellungen", "es": "Hazla a tu manera",
      "ar": "اجعله على طريقتك",
    ],
  ]

  static func make() -> StringCatalogSet {
    var entries: [String: CatalogEntry] = [:]
    for (key, languages) in values {
      entries[key] = CatalogEntry(key: key, localizations: languages.mapValues { LocalizedValue(unit: StringUnit($0)) })
    }
    return StringCatalogSet(tables: [StringTable(name: "Localizable", sourceLanguage: "en", entries: entries)])
  }
}
