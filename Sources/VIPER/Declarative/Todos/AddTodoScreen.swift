import DeclarativeUI
import Tracing

/// The Add screen, as a value: a form of two fields and the problem, with `save` and `cancel`.
/// Typing in either field tells the presenter, which says how the fields read.
struct AddTodoScreen: View {
  let state: AddTodoViewState

  var body: some View {
    Form {
      TextField("Name", text: name, command: .name)
      TextField("Due", text: due, command: .due)
      ProblemText(state.problem)
    }
    .toolbar {
      Button(.save) {
        Trace.message(from: "View", to: "Presenter", "saveTapped()")
        state.presenter.saveTapped()
      }
      Button(.cancel) {
        Trace.message(from: "View", to: "Presenter", "cancelTapped()")
        state.presenter.cancelTapped()
      }
    }
    .navigationTitle("Add to-do")
    .onAppear {
      Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
      state.presenter.viewDidLoad()
    }
  }

  private var name: Binding<String> {
    Binding(
      get: { state.name },
      set: { [state] text in
        Trace.message(from: "View", to: "Presenter", "nameChanged(\(Trace.literal(text)))")
        state.presenter.nameChanged(text)
      })
  }

  private var due: Binding<String> {
    Binding(
      get: { state.due },
      set: { [state] text in
        Trace.message(from: "View", to: "Presenter", "dueDateChanged(\(Trace.literal(text)))")
        state.presenter.dueDateChanged(text)
      })
  }
}
