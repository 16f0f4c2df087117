/// The laid-out tree as text, one node a line, indented by depth: the view kind, what
/// distinguishes it, and its pixel-aligned frame in points (x, y, width × height, in the
/// canvas's coordinates). It is independent of anti-aliasing and fonts' pixels, so it reads
/// well in a code review.
///
/// ```
/// canvas 180×60 @2x
/// clipShape Capsule (43.5, 12, 93×36)
///   background (43.5, 12, 93×36)
///     Rectangle fill #0a84ff (43.5, 12, 93×36)
///     padding vertical 8 (43.5, 12, 93×36)
/// ```
struct LayoutDescription {
  let text: String

  init(_ laidOut: LaidOutView) {
    var lines = [
      "canvas \(formatPoints(laidOut.canvasSize.width))×\(formatPoints(laidOut.canvasSize.height)) @\(formatPoints(laidOut.scale))x"
    ]
    LayoutDescription.describe(laidOut.root, depth: 0, into: &lines)
    text = lines.joined(separator: "\n") + "\n"
  }

  private static func describe(_ node: LayoutNode, depth: Int, into lines: inout [String]) {
    let frame = node.pixelFrame
    var line = String(repeating: "  ", count: depth) + node.name
    if let detail = node.detail, !detail.isEmpty { line += " " + detail }
    if let identity = node.identity { line += " [id \(identity)]" }
    if node.isHidden { line += " [hidden]" }
    if node.zIndex != 0 { line += " [zIndex \(formatPoints(node.zIndex))]" }
    if let priority = node.explicitPriority { line += " [priority \(formatPoints(priority))]" }
    line += " (\(formatPoints(frame.minX)), \(formatPoints(frame.minY)), \(formatPoints(frame.width))×\(formatPoints(frame.height)))"
    lines.append(line)
    for child in node.children where !node.hidesChildrenInDescription {
      describe(child, depth: depth + 1, into: &lines)
    }
  }
}
