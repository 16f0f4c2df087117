/// A screen with what it presents drawn over it, as iOS 17 draws each at rest:
/// - a sheet: the screen dimmed, the sheet's content on the background 10 pt below the
///   status bar, with 10 pt top corners, to the bottom of the screen;
/// - a full-screen cover: its content over the whole screen;
/// - an alert: the screen dimmed, a 270 pt wide box in the middle with the title, the
///   message and the buttons (two side by side, more stacked);
/// - a confirmation dialog: the buttons in a rounded group at the bottom, the cancel
///   button in its own group below.
nonisolated struct PresentationHost: View {
  let base: LayoutNode
  let presentations: [Presentation]

  /// `node`, with what its views present drawn over it; `node` itself when they present
  /// nothing. What is presented here is not presented again further up.
  static func presenting(over node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let presentations = node.preferenceValue(PresentationKey.self) ?? []
    guard !presentations.isEmpty else { return node }
    let host = context.singleNode(for: PresentationHost(base: node, presentations: presentations), joinedBy: .overlaid)
    host.preferenceOperations.append(PreferenceOperation(key: ObjectIdentifier(PresentationKey.self)) { $0 = nil })
    return host
  }

  var body: some View {
    ZStack {
      ResolvedNodes(nodes: [base])
      ForEach(presentations.indices, id: \.self) { index in
        layer(presentations[index])
      }
    }
  }

  @ViewBuilder private func layer(_ presentation: Presentation) -> some View {
    switch presentation.kind {
    case .sheet:
      ZStack(alignment: .top) {
        Color.black.opacity(0.4).ignoresSafeArea()
        presentation.content
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
          .backgroundPreferenceValue(PresentationBackgroundKey.self) { chosen in
            if let chosen {
              chosen
            } else {
              Color(storage: .system(.systemBackground))
            }
          }
          .clipShape(RoundedCornersShape(topRadius: 10))
          .padding(.top, 10)
          .ignoresSafeArea(edges: .bottom)
      }
      .modifier(ControlName(name: "sheet", detail: nil))
    case .fullScreenCover:
      presentation.content
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(storage: .system(.systemBackground)))
        .modifier(ControlName(name: "fullScreenCover", detail: nil))
    case .alert:
      ZStack {
        Color.black.opacity(0.2).ignoresSafeArea()
        AlertBox(title: presentation.title, message: presentation.message, actions: presentation.content)
      }
      .modifier(ControlName(name: "alert", detail: nil))
    case .confirmationDialog:
      ZStack(alignment: .bottom) {
        Color.black.opacity(0.2).ignoresSafeArea()
        ActionSheetPanel(title: presentation.title, message: presentation.message, actions: presentation.content)
          .padding(.horizontal, 8)
      }
      .modifier(ControlName(name: "confirmationDialog", detail: nil))
    }
  }
}

/// A rectangle whose top corners are rounded.
nonisolated struct RoundedCornersShape: Shape {
  let topRadius: CGFloat

  func path(in rect: CGRect) -> Path {
    Path { path in
      let radius = min(topRadius, rect.width / 2, rect.height / 2)
      path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
      path.addArc(center: CGPoint(x: rect.minX + radius, y: rect.minY + radius), radius: radius,
                  startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
      path.addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
      path.addArc(center: CGPoint(x: rect.maxX - radius, y: rect.minY + radius), radius: radius,
                  startAngle: .degrees(270), endAngle: .degrees(360), clockwise: false)
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// The buttons of an alert or dialog, read from its actions.
struct PresentedButton {
  let label: AnyView
  let role: ButtonRole?
}

extension PresentedButton {
  static func buttons(in actions: AnyView, context: ResolveContext) -> [PresentedButton] {
    VariadicChildren.of(actions, in: context).map { child in
      PresentedButton(label: (child as? any RoledButton)?.erasedLabel ?? AnyView(child), role: (child as? any RoledButton)?.buttonRole)
    }
  }
}

protocol RoledButton {
  var erasedLabel: AnyView { get }
  var buttonRole: ButtonRole? { get }
}

extension Button: RoledButton {
  var erasedLabel: AnyView { AnyView(label) }
  var buttonRole: ButtonRole? { role }
}

/// An alert's box.
private nonisolated struct AlertBox: View, PrimitiveView {
  typealias Body = Never
  let title: Text?
  let message: AnyView?
  let actions: AnyView

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var buttons = PresentedButton.buttons(in: actions, context: context)
    if buttons.isEmpty { buttons = [PresentedButton(label: AnyView(Text("OK")), role: nil)] }
    // iOS puts the cancel button on the leading side of two, last of more.
    if let cancel = buttons.firstIndex(where: { $0.role == .cancel }) {
      let button = buttons.remove(at: cancel)
      if buttons.count == 1 { buttons.insert(button, at: 0) } else { buttons.append(button) }
    }
    let box = VStack(spacing: 0) {
      VStack(spacing: 4) {
        if let title { title.font(.headline).multilineTextAlignment(.center) }
        if let message { message.font(.footnote).multilineTextAlignment(.center) }
      }
      .padding(.horizontal, 16)
      .padding(.top, 19)
      .padding(.bottom, 17)
      Rectangle().fill(Color(storage: .system(.separator))).frame(height: context.environment.pixelLength)
      if buttons.count == 2 {
        HStack(spacing: 0) {
          AlertButton(button: buttons[0])
          Rectangle().fill(Color(storage: .system(.separator))).frame(width: context.environment.pixelLength, height: 44)
          AlertButton(button: buttons[1])
        }
      } else {
        VStack(spacing: 0) {
          ForEach(buttons.indices, id: \.self) { index in
            if index > 0 { Rectangle().fill(Color(storage: .system(.separator))).frame(height: context.environment.pixelLength) }
            AlertButton(button: buttons[index])
          }
        }
      }
    }
    .frame(width: 270)
    .background(Color(storage: .system(.secondarySystemBackground)), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    return context.nodes(for: box)
  }
}

private nonisolated struct AlertButton: View {
  let button: PresentedButton

  var body: some View {
    button.label
      .font(button.role == .cancel ? .body.weight(.semibold) : .body)
      .foregroundStyle(button.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle()))
      .frame(maxWidth: .infinity, minHeight: 44)
  }
}

/// A confirmation dialog at the bottom of the screen.
private nonisolated struct ActionSheetPanel: View, PrimitiveView {
  typealias Body = Never
  let title: Text?
  let message: AnyView?
  let actions: AnyView

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let buttons = PresentedButton.buttons(in: actions, context: context)
    let main = buttons.filter { $0.role != .cancel }
    let cancel = buttons.first { $0.role == .cancel } ?? PresentedButton(label: AnyView(Text("Cancel")), role: .cancel)
    let pixel = context.environment.pixelLength
    let sheet = VStack(spacing: 8) {
      VStack(spacing: 0) {
        if title != nil || message != nil {
          VStack(spacing: 4) {
            if let title { title.font(.footnote.weight(.semibold)) }
            if let message { message.font(.footnote) }
          }
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
          .padding(14)
          Rectangle().fill(Color(storage: .system(.separator))).frame(height: pixel)
        }
        ForEach(main.indices, id: \.self) { index in
          if index > 0 { Rectangle().fill(Color(storage: .system(.separator))).frame(height: pixel) }
          AlertButton(button: main[index]).font(.title3).frame(minHeight: 57)
        }
      }
      .background(Color(storage: .system(.secondarySystemBackground)), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
      AlertButton(button: cancel)
        .frame(minHeight: 57)
        .background(Color(storage: .system(.systemBackground)), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
    .padding(.bottom, 8)
    return context.nodes(for: sheet)
  }
}
