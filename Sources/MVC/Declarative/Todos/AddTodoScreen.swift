import DeclarativeUI
import Tracing

/// The Add screen as a value: a form whose fields are bound to its controller's draft, and the
/// save and cancel buttons.
struct AddTodoScreen: View {
  /// The controller this screen reads and calls.
  let controller: AddTodoController

  var body: some View {
    Form {
      TextField("Name", text: name, command: .name)
      TextField("Due", text: due, command: .due)
      ProblemText(controller.problem)
    }
    .toolbar {
      Button(.save) {
        Trace.message(from: "View", to: "Controller", "saveTapped()")
        controller.saveTapped()
      }
      Button(.cancel) {
        Trace.message(from: "View", to: "Controller", "cancelTapped()")
        controller.cancelTapped()
      }
    }
    .navigationTitle("Add to-do")
  }

  /// The name field: the draft's name; typing tells the controller.
  private var name: Binding<String> {
    Binding(
      get: { controller.name },
      set: { text in
        Trace.message(from: "View", to: "Controller", "nameChanged(\(Trace.literal(text)))")
        controller.nameChanged(text)
      })
  }

  /// The due field: the text typed with the day it names; typing tells the controller.
  private var due: Binding<String> {
    Binding(
      get: { controller.dueText },
      set: { text in
        Trace.message(from: "View", to: "Controller", "dueDateChanged(\(Trace.literal(text)))")
        controller.dueDateChanged(text)
      })
  }
}
