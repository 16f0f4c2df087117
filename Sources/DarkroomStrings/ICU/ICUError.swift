import CICU

/// A failure reported by ICU, the Unicode library that supplies CLDR's plural rules and the
/// locale's number and date formats.
///
/// ```swift
/// do {
///   let rules = try PluralRules(localeIdentifier: "ar")
///   print(try rules.category(for: 3))   // few
/// } catch let error as ICUError {
///   print(error)   // names the ICU call, the locale and ICU's error code
/// }
/// ```
public struct ICUError: Error, Equatable, CustomStringConvertible {
  /// The ICU operation that failed, e.g. `"open plural rules"`.
  public let operation: String
  /// The locale or value the operation was given.
  public let subject: String
  /// ICU's `UErrorCode` value.
  public let code: Int32
  /// ICU's name for the code, e.g. `U_ILLEGAL_ARGUMENT_ERROR`.
  public let codeName: String

  init(operation: String, subject: String, code: Int32) {
    self.operation = operation
    self.subject = subject
    self.code = code
    self.codeName = String(cString: darkroom_icu_error_name(code))
  }

  public var description: String {
    "ICU could not \(operation) for '\(subject)': \(codeName) (\(code)). "
      + "Check that the value is a valid locale or number, and that libicu-dev is installed (scripts/setup.sh)."
  }

  /// ICU's convention: codes above zero are failures, zero and below are success or warnings.
  static func check(_ status: Int32, _ operation: String, _ subject: String) throws(ICUError) {
    if status > 0 { throw ICUError(operation: operation, subject: subject, code: status) }
  }
}

/// ICU's `U_BUFFER_OVERFLOW_ERROR`: the output did not fit and the call must be repeated with
/// the length it returned.
let icuBufferOverflow: Int32 = 15
/// ICU's `U_STRING_NOT_TERMINATED_WARNING`: the output filled the buffer exactly.
let icuNotTerminated: Int32 = -124

/// Calls an ICU function that writes UTF-16 into a buffer, growing the buffer once if ICU asks.
func icuUTF16(
  _ operation: String, _ subject: String,
  _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> String {
  var capacity: Int32 = 64
  for _ in 0..<2 {
    var status: Int32 = 0
    var buffer = [UInt16](repeating: 0, count: Int(capacity) + 1)
    let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, capacity, &status) }
    if status == icuBufferOverflow && length > capacity {
      capacity = length
      continue
    }
    try ICUError.check(status, operation, subject)
    return String(decoding: buffer[0..<Int(max(0, min(length, capacity)))], as: UTF16.self)
  }
  throw ICUError(operation: operation, subject: subject, code: icuBufferOverflow)
}

/// Calls an ICU function that writes a C string into a buffer, growing the buffer once if ICU asks.
func icuCString(
  _ operation: String, _ subject: String,
  _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> String {
  var capacity: Int32 = 96
  for _ in 0..<2 {
    var status: Int32 = 0
    var buffer = [CChar](repeating: 0, count: Int(capacity) + 1)
    let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, capacity, &status) }
    if status == icuBufferOverflow && length > capacity {
      capacity = length
      continue
    }
    try ICUError.check(status, operation, subject)
    let bytes = buffer[0..<Int(max(0, min(length, capacity)))].map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
  throw ICUError(operation: operation, subject: subject, code: icuBufferOverflow)
}
