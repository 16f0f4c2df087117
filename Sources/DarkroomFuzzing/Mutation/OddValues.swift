/// Values that break readers: numbers at the edges of `Int`, `Double` and JSON, text with
/// characters that are easy to mishandle, and the tokens each format gives meaning to.
enum OddValues {
  static let numbers: [String] = [
    "0", "-0", "1", "-1", "2", "3", "0.5", "1.5", "-2.5", "99", "100", "101", "255", "256", "1000", "1001",
    "65535", "65536", "2147483647", "2147483648", "4294967295", "4294967296", "9007199254740993",
    "9e15", "8999999999999999", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
    "1e308", "1e309", "-1e309", "1e-400", "123456789012345678901234567890123456789", "1E2", "0.0000001",
  ]

  static let texts: [String] = [
    "", "x", "en", "de", "ar", "ja", "zh-Hans", "pt-BR", "en-XA", "ar-XB", "en-XL", "und", "x-private", "Base",
    "\u{0}", "\u{1}", "\u{7F}", "\u{FEFF}", "\u{202E}abc", "e\u{301}\u{301}\u{301}", "👩‍👩‍👧‍👦", "\u{10FFFF}", "\u{FFFD}",
    "%", "%%", "%@", "%lld", "%d", "%1$@", "%2$lld", "%0$d", "%#@a@", "%1$#@a@", "%#@", "%#@@", "%arg", "%9999$lld",
    "%.9999f", "%99999d", "%-9999s", "%'lld", "%qlld", "%c", "%x", "%e", "%#@a@%#@a@%#@a@",
    "../x", "/", "\\", ".hidden", "a/b", "images/a.png", "images/../a.png", "images\\a", "C:\\x",
    "\n", "\r\n", "\t", "\"", "<", ">", "&amp;", "]]>", "light", "dark", "ltr", "rtl", "large", "accessibility5",
    "iPhone 15 Pro", "iPad Pro 13-inch (M4)", "exact", "tolerance", "pixelmatch", "deltaE94", "off", "report", "fail",
    "run-verify", "previews-export", "screenshots", "2/4", "0/0", "5/4", "-1/3", "translated", "needs_review", "new",
    "stale", "zero", "one", "two", "few", "many", "other", "iphone", "ipad", "mac", "appletv", "applewatch", "vision",
    "darkroom-run-summary/1", "darkroom-run-manifest/1", "changed", "unchanged", "missing-baseline", "error",
  ]

  static let longTexts: [String] = [
    String(repeating: "a", count: 5000), String(repeating: "%#@a@", count: 400), String(repeating: "é", count: 3000),
    String(repeating: "%lld ", count: 500), String(repeating: "\\", count: 999), String(repeating: "#", count: 300),
  ]

  /// JSON text that is not a plain value: escapes that are not characters, and bad tokens.
  static let jsonRaw: [String] = [
    "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"\\u0000\"", "\"\\uFFFF\"", "\"\\x41\"", "\"\\u12\"",
    "tru", "nul", "NaN", "Infinity", "-", "01", "1.", ".5", "1e", "+1", "0x10", "\"\u{1}\"",
  ]

  static let jsonTokens: [String] = [
    "{", "}", "[", "]", "\"", ":", ",", "\\", "\\u", "\\ud800", "null", "true", "1e999", "-", "\u{FEFF}", "\u{0}", " ",
    "\"\":", "{\"\":{}}", "[[[[[[[[", "]]]]]]]]",
  ]

  static let stringsTokens: [String] = [
    "\"", "=", ";", "/*", "*/", "//", "\\U", "\\UD800", "\\UDC00", "\\U00E9", "\\777", "\\0", "\\", "{", "}", "\n",
    "<?xml", "bplist00", "\u{FEFF}", "\"a\" = \"b\";", "key;", "=;", "\"\u{0}\"",
  ]

  static let plistTokens: [String] = [
    "<dict>", "</dict>", "<key>", "</key>", "<string>", "</string>", "<array>", "</array>", "<key>a</key>",
    "<integer>99999999999999999999999</integer>", "<integer>-1</integer>", "<real>1e999</real>", "<real>nan</real>",
    "<true/>", "<false/>", "<data>AAAA</data>", "<data>!!!</data>", "<date>2020-13-45T99:99:99Z</date>",
    "&#0;", "&#x110000;", "&#xD800;", "&amp;", "&bogus;", "&", "<![CDATA[", "]]>", "<!--", "-->", "<?", "?>",
    "<!DOCTYPE plist [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>", "&b;", "&a;",
    "NSStringLocalizedFormatKey", "NSStringFormatSpecTypeKey", "NSStringPluralRuleType", "NSStringDeviceSpecificRuleType",
    "NSStringFormatValueTypeKey", "%#@a@", "other", "one", "zero", "iphone", "<", ">", "/", "\u{0}",
  ]

  static let swiftTokens: [String] = [
    "\"", "\"\"\"", "#\"", "\"#", "##\"", "\\(", "\\#(", "(", ")", "{", "}", "[", "]", "/*", "*/", "//", "`", "#",
    ",", ":", "::", "nil", "$0", "é", "\n", "\r", "\t", " ", ".", "matches: {", "} matches: {", "html: {",
    "assertInlineSnapshot(of: value, as: .lines)", "assertInlineSnapshot(", "matches: nil", "{ \"\"\"\n\"\"\" }",
    "#if", "#filePath", "\u{0}", "\u{FEFF}",
  ]
}
