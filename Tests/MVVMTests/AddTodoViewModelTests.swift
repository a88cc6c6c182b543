import Domain
import DomainTestSupport
import Instrumentation
import Testing

@testable import MVVM

@Suite(.tags(.todos))
@MainActor
struct AddTodoViewModelTests {
  private let store = TodoStoreMock()
  private let coordinator = TodosCoordinatorSpy()
  private let parser = DueDateParser(today: FixedCalendar.date("2024-05-15", hour: 12), calendar: FixedCalendar.utc)

  private func makeViewModel(name: String, due: String) -> AddTodoViewModel {
    let viewModel = AddTodoViewModel(store: store, parser: parser, coordinator: coordinator)
    viewModel.inputs.nameChanged(name)
    viewModel.inputs.dueDateChanged(due)
    return viewModel
  }

  @Test func fieldsChanged_outputsTheNameAsTypedAndTheDayTheDueDateNames() {
    // when
    let viewModel = makeViewModel(name: " Milk ", due: "tomorrow")

    // then
    #expect(viewModel.outputs.name == " Milk ")
    #expect(viewModel.outputs.duePreview == "tomorrow (Thu 16 May 2024)")
    #expect(viewModel.outputs.problem == nil)
  }

  @Test(arguments: [
    ("today", "today (Wed 15 May 2024)"),
    ("2024-05-27", "2024-05-27 (Mon 27 May 2024)"),
    ("someday", "someday"),
    ("2024-02-30", "2024-02-30"),
    ("", ""),
  ])
  func dueDateChanged_outputsTheDayItNamesOrTheTextAsTyped(due: String, preview: String) {
    // when
    let viewModel = makeViewModel(name: "Milk", due: due)

    // then
    #expect(viewModel.outputs.duePreview == preview)
  }

  @Test(arguments: [
    ("   ", "today", "Enter a name."),
    ("Milk", " ", "Enter a due date (YYYY-MM-DD, today or tomorrow)."),
    ("Milk", "2024-02-30", "\"2024-02-30\" is not a date; use YYYY-MM-DD, today or tomorrow."),
  ])
  func saveWithInvalidDraft_outputsProblemAndStoresNothing(name: String, due: String, problem: String) async {
    // given
    let viewModel = makeViewModel(name: name, due: due)

    // when
    await settling { viewModel.inputs.saveTapped() }

    // then
    #expect(viewModel.outputs.problem == problem)
    #expect(store.savedItems.isEmpty)
    #expect(coordinator.savedItems.isEmpty)
  }

  @Test(arguments: [true, false])
  func fieldChangedAfterAProblem_clearsTheProblem(editsName: Bool) async {
    // given
    let viewModel = makeViewModel(name: "", due: "")
    await settling { viewModel.inputs.saveTapped() }

    // when
    if editsName { viewModel.inputs.nameChanged("Milk") } else { viewModel.inputs.dueDateChanged("today") }

    // then
    #expect(viewModel.outputs.problem == nil)
  }

  @Test func saveWhenStoreFails_outputsProblemAndStaysOpen() async {
    // given
    store.saveError = .unavailable("disk full")
    let viewModel = makeViewModel(name: "Milk", due: "today")

    // when
    await settling { viewModel.inputs.saveTapped() }

    // then
    #expect(viewModel.outputs.problem == "Could not save: The to-do store is unavailable (disk full).")
    #expect(coordinator.savedItems.isEmpty)
  }

  @Test func saveWithValidDraft_storesTrimmedItemAndHandsItToTheCoordinator() async {
    // given
    let viewModel = makeViewModel(name: "  Buy milk ", due: "2024-05-20")

    // when
    await settling { viewModel.inputs.saveTapped() }

    // then
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
    #expect(store.savedItems.map(\.dueDate) == [FixedCalendar.date("2024-05-20")])
    #expect(coordinator.savedItems == store.savedItems)
  }

  @Test func cancelTapped_tellsTheCoordinatorAndStoresNothing() {
    // given
    let viewModel = makeViewModel(name: "Milk", due: "today")

    // when
    viewModel.inputs.cancelTapped()

    // then
    #expect(coordinator.cancelCount == 1)
    #expect(store.savedItems.isEmpty)
  }

  @Test func saveTappedAgain_whileTheSaveIsOut_savesOnce() async {
    // given: the second tap comes while the first save is out
    let midRequest = MidRequest()
    let viewModel = AddTodoViewModel(
      store: ObservedTodoStore(store, willRequest: midRequest.hook), parser: parser, coordinator: coordinator)
    viewModel.inputs.nameChanged("Buy milk")
    viewModel.inputs.dueDateChanged("tomorrow")
    midRequest.next = { viewModel.inputs.saveTapped() }

    // when
    await settling { viewModel.inputs.saveTapped() }

    // then: one item stored, and the coordinator told once
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
    #expect(coordinator.savedItems.count == 1)
  }
}
