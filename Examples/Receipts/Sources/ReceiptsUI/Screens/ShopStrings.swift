import SwiftUI

/// The shop's interface text in English, Japanese, German and Arabic, looked up by the
/// English text. Screens read the locale from the environment, so one view renders in every
/// language a run asks for; a string with no translation stays English.
///
/// ```swift
/// @Environment(\.locale) private var locale
/// var body: some View { Text(ShopStrings(locale).key("Settings")) }
/// ```
public struct ShopStrings {
  let language: String

  public init(_ locale: Locale) {
    language = String(locale.identifier.prefix { $0 != "_" && $0 != "-" })
  }

  /// The translation of `english`, or `english` itself.
  public subscript(_ english: String) -> String {
    ShopStrings.table[language]?[english] ?? english
  }

  /// The translation, as the key SwiftUI's initialisers take.
  public func key(_ english: String) -> LocalizedStringKey {
    LocalizedStringKey(self[english])
  }

  static let table: [String: [String: String]] = ["ja": japanese, "de": german, "ar": arabic]

  static let japanese = [
    "Receipts Plus": "Receipts Plus",
    "Every receipt, searchable, on every device.": "すべてのレシートを、どの端末でも検索できます。",
    "Monthly": "月額", "Annual": "年額", "Lifetime": "買い切り",
    "Billed monthly": "毎月のお支払い", "Billed yearly, save 30%": "年払いで30%お得", "One purchase": "一度の購入",
    "RECOMMENDED": "おすすめ", "NO RENEWALS": "更新なし", "Start Free Trial": "無料トライアルを開始",
    "Cancel anytime in Settings. Terms · Privacy": "設定からいつでも解約できます。規約 · プライバシー",
    "Close": "閉じる", "Restore": "復元",
    "Settings": "設定", "Receipts": "レシート", "Email receipts": "レシートをメールで送る",
    "Round up for charity": "端数を寄付する", "Tax rate": "税率", "Security": "セキュリティ",
    "Unlock with Face ID": "Face IDでロック解除", "Payment methods": "支払い方法",
    "Receipts stay on this device unless you email them.": "メールで送らない限り、レシートはこの端末に保存されます。",
    "Sign Out": "サインアウト", "Cards": "カード",
    "Messages": "メッセージ", "Search receipts": "レシートを検索",
    "Your receipt #42 is ready.": "レシート #42 の準備ができました。",
    "Thanks! 2 × Green tea, 1 × Oat milk.": "ありがとうございます！緑茶 2、オーツミルク 1。",
    "Lemon cake is back on Fridays.": "金曜日にレモンケーキが復活します。",
    "Welcome to Receipts": "Receiptsへようこそ", "Snap a receipt, and it files itself.": "撮るだけで、レシートが自動で整理されます。",
    "Scan in a second": "一瞬でスキャン", "Search every line": "すべての行を検索", "Export for taxes": "確定申告用に書き出し",
    "Continue": "続ける", "Skip": "スキップ", "You can change this later in Settings.": "あとから設定で変更できます。",
  ]

  static let german = [
    "Every receipt, searchable, on every device.": "Jeder Beleg, durchsuchbar, auf jedem Gerät.",
    "Monthly": "Monatlich", "Annual": "Jährlich", "Lifetime": "Dauerhaft",
    "Billed monthly": "Monatliche Abrechnung", "Billed yearly, save 30%": "Jährliche Abrechnung, 30 % sparen",
    "One purchase": "Einmaliger Kauf", "RECOMMENDED": "EMPFOHLEN", "NO RENEWALS": "KEINE VERLÄNGERUNG",
    "Start Free Trial": "Gratis testen", "Cancel anytime in Settings. Terms · Privacy": "Jederzeit in den Einstellungen kündbar. AGB · Datenschutz",
    "Close": "Schließen", "Restore": "Wiederherstellen",
    "Settings": "Einstellungen", "Receipts": "Belege", "Email receipts": "Belege per E-Mail",
    "Round up for charity": "Für einen guten Zweck aufrunden", "Tax rate": "Steuersatz", "Security": "Sicherheit",
    "Unlock with Face ID": "Mit Face ID entsperren", "Payment methods": "Zahlungsmethoden",
    "Receipts stay on this device unless you email them.": "Belege bleiben auf diesem Gerät, außer du sendest sie per E-Mail.",
    "Sign Out": "Abmelden", "Cards": "Karten",
    "Messages": "Nachrichten", "Search receipts": "Belege durchsuchen",
    "Your receipt #42 is ready.": "Dein Beleg Nr. 42 ist fertig.",
    "Thanks! 2 × Green tea, 1 × Oat milk.": "Danke! 2 × Grüner Tee, 1 × Hafermilch.",
    "Lemon cake is back on Fridays.": "Zitronenkuchen gibt es wieder freitags.",
    "Welcome to Receipts": "Willkommen bei Receipts", "Snap a receipt, and it files itself.": "Beleg fotografieren, und er ordnet sich selbst ein.",
    "Scan in a second": "In einer Sekunde scannen", "Search every line": "Jede Zeile durchsuchen", "Export for taxes": "Für die Steuer exportieren",
    "Continue": "Weiter", "Skip": "Überspringen",
    "You can change this later in Settings.": "Du kannst das später in den Einstellungen ändern.",
  ]

  static let arabic = [
    "Every receipt, searchable, on every device.": "كل إيصال، قابل للبحث، على كل جهاز.",
    "Monthly": "شهري", "Annual": "سنوي", "Lifetime": "مدى الحياة",
    "Billed monthly": "يُدفع شهريًا", "Billed yearly, save 30%": "يُدفع سنويًا، وفّر ٣٠٪", "One purchase": "شراء واحد",
    "RECOMMENDED": "موصى به", "NO RENEWALS": "بدون تجديد", "Start Free Trial": "ابدأ التجربة المجانية",
    "Cancel anytime in Settings. Terms · Privacy": "ألغِ في أي وقت من الإعدادات. الشروط · الخصوصية",
    "Close": "إغلاق", "Restore": "استعادة",
    "Settings": "الإعدادات", "Receipts": "الإيصالات", "Email receipts": "إرسال الإيصالات بالبريد",
    "Round up for charity": "التقريب لصالح الخير", "Tax rate": "نسبة الضريبة", "Security": "الأمان",
    "Unlock with Face ID": "فتح القفل باستخدام Face ID", "Payment methods": "طرق الدفع",
    "Receipts stay on this device unless you email them.": "تبقى الإيصالات على هذا الجهاز ما لم ترسلها بالبريد.",
    "Sign Out": "تسجيل الخروج", "Cards": "البطاقات",
    "Messages": "الرسائل", "Search receipts": "ابحث في الإيصالات",
    "Your receipt #42 is ready.": "إيصالك رقم ٤٢ جاهز.",
    "Thanks! 2 × Green tea, 1 × Oat milk.": "شكرًا! ٢ × شاي أخضر، ١ × حليب الشوفان.",
    "Lemon cake is back on Fridays.": "كعكة الليمون تعود أيام الجمعة.",
    "Welcome to Receipts": "مرحبًا بك في Receipts", "Snap a receipt, and it files itself.": "صوّر الإيصال، وسيُحفظ في مكانه تلقائيًا.",
    "Scan in a second": "امسح في ثانية", "Search every line": "ابحث في كل سطر", "Export for taxes": "صدّر للضرائب",
    "Continue": "متابعة", "Skip": "تخطٍّ", "You can change this later in Settings.": "يمكنك تغيير ذلك لاحقًا من الإعدادات.",
  ]
}
