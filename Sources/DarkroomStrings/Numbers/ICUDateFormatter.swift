import CICU
import Foundation
import Synchronization

/// A date and time in a locale's short style (`12/1/26, 4:37 AM`; `1.12.26, 04:37`), through
/// ICU, in a fixed time zone so that snapshots are the same on every machine.
///
/// ICU's date formats change their calendar while formatting, so calls are serialised by a
/// lock; that lock is what makes sharing the formatter between threads sound.
final class ICUDateFormatter: @unchecked Sendable {
  private let format: UnsafeMutableRawPointer
  private let subject: String
  private let lock = Mutex(())

  private init(locale: LanguageTag, numberingSystem: String, timeZone: String) throws(ICUError) {
    subject = "\(locale) in \(timeZone)"
    var status: Int32 = 0
    let zone = Array(timeZone.utf16)
    let identifier = locale.icuIdentifier + "@numbers=" + numberingSystem
    let opened = zone.withUnsafeBufferPointer { zone in
      darkroom_icu_date_open(identifier, zone.baseAddress, Int32(zone.count), &status)
    }
    try ICUError.check(status, "open a date format", subject)
    guard let opened else { throw ICUError(operation: "open a date format", subject: subject, code: 1) }
    format = opened
  }

  deinit { darkroom_icu_date_close(format) }

  func string(from date: Date) throws(ICUError) -> String {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    let format = self.format
    let subject = self.subject
    return try lock.withLock { _ throws(ICUError) in
      try icuUTF16("format a date", subject) { buffer, capacity, status in
        darkroom_icu_date_format(format, milliseconds, buffer, capacity, status)
      }
    }
  }

  private struct Key: Hashable {
    let locale: LanguageTag
    let numberingSystem: String
    let timeZone: String
  }

  private static let cache = Mutex<[Key: ICUDateFormatter]>([:])

  static func shared(locale: LanguageTag, numberingSystem: String, timeZone: String) throws(ICUError) -> ICUDateFormatter {
    let key = Key(locale: locale, numberingSystem: numberingSystem, timeZone: timeZone)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let made = try ICUDateFormatter(locale: locale, numberingSystem: numberingSystem, timeZone: timeZone)
    return cache.withLock { cache in
      if let raced = cache[key] { return raced }
      cache[key] = made
      return made
    }
  }
}
