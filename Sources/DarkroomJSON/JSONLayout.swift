/// How ``JSONValue/text(_:)`` lays a value out. Every layout writes the same value to the
/// same bytes, and whole numbers without a fraction.
///
/// ```swift
/// let value = JSONValue.object([("name", .string("a<b"))])
/// value.text(.compact)         // {"name":"a\u003cb"}
/// value.text(.pretty)          // {\n  "name": "a\u003cb"\n}
/// value.text(.encoderPretty)   // {\n  "name" : "a<b"\n}
/// ```
public enum JSONLayout: Sendable, Equatable {
  /// One line, no spaces; `<` written `\u003c`, so the text is safe inside an HTML `<script>`.
  case compact
  /// Each member on its own line, indented by two, `"key": value`; `<` as in ``compact``.
  case pretty
  /// As Foundation's `JSONEncoder` writes with `.prettyPrinted` and `.withoutEscapingSlashes`:
  /// each member on its own line, indented by two, `"key" : value`, an empty object as `{`,
  /// a blank line and `}`, `<` as it is, and fractions with all their digits. Preview
  /// sidecars are written so, as SnapshotPreviews writes them.
  case encoderPretty
}
