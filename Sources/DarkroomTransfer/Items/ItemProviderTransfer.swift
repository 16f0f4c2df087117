import DarkroomViews
import UniformTypeIdentifiers
import Foundation

#if !canImport(Darwin)
extension NSItemProvider {
  /// Offers `transferable` in each of its type's exported representations.
  ///
  /// ```swift
  /// let provider = NSItemProvider()
  /// provider.register(recipe)
  /// ```
  public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
    let item: Any = transferable()
    for conversion in transferConversions(of: T.transferRepresentation) {
      guard let export = conversion.export, conversion.isExported(item) else { continue }
      if suggestedName == nil { suggestedName = conversion.suggestedFileName?(item) }
      let work = UncheckedBox({ try await export(item) })
      registerDataRepresentation(for: conversion.contentType) { completion in
        Task {
          do {
            completion(try await work.value(), nil)
          } catch {
            completion(nil, error)
          }
        }
        return Progress.finished
      }
    }
  }

  /// Loads a value of `type` from the first offered content type one of its importing
  /// representations reads.
  ///
  /// ```swift
  /// _ = provider.loadTransferable(type: Recipe.self) { result in … }
  /// ```
  @discardableResult
  public func loadTransferable<T: Transferable>(
    type: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
  ) -> Progress {
    let offered = registeredContentTypes
    let missing = TransferError.noRepresentation(type: "\(T.self)", contentTypes: offered)
    let importers = transferConversions(of: T.transferRepresentation)
    var chosen: (importing: TransferConversion.Import, contentType: UTType)?
    for conversion in importers {
      guard let importing = conversion.importing,
        let contentType = offered.first(where: { $0.conforms(to: conversion.contentType) })
      else { continue }
      chosen = (importing, contentType)
      break
    }
    guard let chosen else {
      completionHandler(.failure(missing))
      return Progress.finished
    }
    let finish = UncheckedBox({ (data: Data) async in
      do {
        guard let value = try await chosen.importing(data) as? T else {
          throw TransferError.wrongItem(expected: "\(T.self)")
        }
        completionHandler(.success(value))
      } catch {
        completionHandler(.failure(error))
      }
    })
    let fail = UncheckedBox<(any Error) -> Void>({ completionHandler(.failure($0)) })
    return loadDataRepresentation(for: chosen.contentType) { data, error in
      guard let data else { return fail.value(error ?? missing) }
      Task { await finish.value(data) }
    }
  }
}
#endif
