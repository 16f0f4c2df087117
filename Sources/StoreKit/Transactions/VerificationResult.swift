import Foundation

/// A value signed by the App Store, with the result of checking its signature
/// (developer.apple.com/documentation/storekit/verificationresult). The catalogue's
/// transactions are verified unless a test adds one with `isVerified: false`.
///
/// ```swift
/// switch verification {
/// case .verified(let transaction): unlock(transaction.productID)
/// case .unverified(_, let error): log(error)
/// }
/// ```
public enum VerificationResult<SignedType> {
  /// The signature did not check out.
  case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
  /// The signature checked out.
  case verified(SignedType)

  /// The value when it is verified; throws the verification error otherwise.
  public var payloadValue: SignedType {
    get throws {
      switch self {
      case .verified(let value): return value
      case .unverified(_, let error): throw error
      }
    }
  }

  /// The value, verified or not.
  public var unsafePayloadValue: SignedType {
    switch self {
    case .verified(let value), .unverified(let value, _): value
    }
  }

  /// The signed value as a JSON Web Signature: empty, since nothing here is signed.
  public var jwsRepresentation: String { "" }

  /// Why a signature did not check out.
  public enum VerificationError: Error, Hashable, Sendable {
    case revokedCertificate
    case invalidCertificateChain
    case invalidDeviceVerification
    case invalidEncoding
    case invalidSignature
    case missingRequiredProperties
  }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}
