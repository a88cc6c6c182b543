import DeclarativeUI
import Tracing

/// The Add screen, declared: a form of two fields bound to the view model (each shows an output
/// and writes an input) and the problem, if any, that kept the draft from saving; `save` and
/// `cancel` are toolbar buttons.
struct AddTodoScreen: View {
  /// The view model the screen reads and tells; the sheet's item keeps it.
  let viewModel: any AddTodoViewModelType

  var body: some View {
    Form {
      TextField("Name", text: name, command: .name)
      TextField("Due", text: due, command: .due)
      ProblemText(viewModel.outputs.problem)
    }
    .toolbar {
      Button(.save) {
        Trace.message(from: "View", to: "ViewModel", "saveTapped()")
        viewModel.inputs.saveTapped()
      }
      Button(.cancel) {
        Trace.message(from: "View", to: "ViewModel", "cancelTapped()")
        viewModel.inputs.cancelTapped()
      }
    }
    .navigationTitle("Add to-do")
    .onAppear {
      Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
      viewModel.inputs.viewDidLoad()
    }
  }

  /// The name field: shows the `name` output, typing is `nameChanged`.
  private var name: Binding<String> {
    Binding(
      get: { viewModel.outputs.name },
      set: { text in
        Trace.message(from: "View", to: "ViewModel", "nameChanged(\(Trace.literal(text)))")
        viewModel.inputs.nameChanged(text)
      })
  }

  /// The due field: shows the `duePreview` output (the text and the day it names), typing is
  /// `dueDateChanged`.
  private var due: Binding<String> {
    Binding(
      get: { viewModel.outputs.duePreview },
      set: { text in
        Trace.message(from: "View", to: "ViewModel", "dueDateChanged(\(Trace.literal(text)))")
        viewModel.inputs.dueDateChanged(text)
      })
  }
}
