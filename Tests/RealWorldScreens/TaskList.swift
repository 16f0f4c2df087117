import Observation
import SwiftUI

struct TaskItem: Identifiable {
  let id = UUID()
  var title: String
  var isDone: Bool
}

@Observable final class TaskStore {
  var tasks: [TaskItem] = [
    TaskItem(title: "Record baselines", isDone: true),
    TaskItem(title: "Review the report", isDone: false),
    TaskItem(title: "Ship it", isDone: false),
  ]
}

struct TaskRow: View {
  let task: TaskItem
  var body: some View {
    HStack {
      Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
        .foregroundColor(task.isDone ? .green : .secondary)
      Text(task.title).strikethrough(task.isDone)
    }
  }
}

struct TaskListScreen: View {
  @Environment(TaskStore.self) private var store

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.tasks) { TaskRow(task: $0) }
          .onDelete { store.tasks.remove(atOffsets: $0) }
      }
      .navigationTitle("Tasks")
      .toolbar {
        Button { } label: { Label("Add", systemImage: "plus") }
      }
    }
  }
}
