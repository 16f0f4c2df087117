/// Darkroom's version, as `darkroom --version` prints it and run manifests record it.
///
/// ```swift
/// print(DarkroomVersion.current)   // 0.1.0
/// ```
public enum DarkroomVersion {
  public static let current = "0.1.0"
}
