/// A list's content as sections of rows: `Section`s are their own; rows outside any section
/// share one.
struct ListSections {
  struct Row {
    let content: AnyView
    let traits: ListRowTraits
  }

  struct Part {
    let header: AnyView?
    let rows: [Row]
    let footer: AnyView?
  }

  static func of<Content: View>(_ content: Content, in context: ResolveContext) -> [Part] {
    var parts: [Part] = []
    var loose: [Row] = []
    func flushLoose() {
      if !loose.isEmpty { parts.append(Part(header: nil, rows: loose, footer: nil)) }
      loose = []
    }
    for child in VariadicChildren.of(content, in: context) {
      if let section = child as? any ListSection {
        flushLoose()
        let rows = VariadicChildren.of(section.erasedContent, in: context).map(row)
        parts.append(Part(
          header: section.erasedHeader.map { AnyView($0) }, rows: rows, footer: section.erasedFooter.map { AnyView($0) }))
      } else {
        loose.append(row(child))
      }
    }
    flushLoose()
    return parts
  }

  private static func row(_ view: any View) -> Row {
    if let traited = view as? TraitedRow { return Row(content: AnyView(traited.content), traits: traited.traits) }
    return Row(content: AnyView(view), traits: ListRowTraits())
  }
}
