import Foundation

extension ProgressView {
  /// A bar that empties (counting down) or fills (counting up) over `timerInterval`, read at
  /// the render's "now", the environment's `timelineDate`
  /// (developer.apple.com/documentation/swiftui/progressview/init(timerinterval:countsdown:label:currentvaluelabel:)).
  ///
  /// ```swift
  /// ProgressView(timerInterval: start...end) { Text("Baking") } currentValueLabel: { Text("Almost done") }
  /// ```
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    let timer = TimerInterval(interval: timerInterval, pauseTime: nil, countsDown: countsDown, showsHours: true)
    self.init(timer: timer, label: label(), currentValueLabel: currentValueLabel())
  }

  /// A bar filled by `timer`'s share of its interval at the render's moment.
  init(timer: TimerInterval, label: Label?, currentValueLabel: CurrentValueLabel) {
    fraction = nil
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.timer = timer
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// A timer bar with `label`, its time shown under it.
  ///
  /// ```swift
  /// ProgressView(timerInterval: order.placed...order.due) { Text("Delivery") }
  /// ```
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    let timer = TimerInterval(interval: timerInterval, pauseTime: nil, countsDown: countsDown, showsHours: true)
    self.init(timer: timer, label: label(), currentValueLabel: DefaultDateProgressLabel(timer: timer))
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// A timer bar, its time shown under it.
  ///
  /// ```swift
  /// ProgressView(timerInterval: Date.now...Date.now.addingTimeInterval(300))
  /// ```
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    let timer = TimerInterval(interval: timerInterval, pauseTime: nil, countsDown: countsDown, showsHours: true)
    self.init(timer: timer, label: nil, currentValueLabel: DefaultDateProgressLabel(timer: timer))
  }
}
