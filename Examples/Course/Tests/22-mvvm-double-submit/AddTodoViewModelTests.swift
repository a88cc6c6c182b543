import Domain
import DomainTestSupport
import Testing

@testable import E22MVVMDoubleSubmit

/// The save button tapped once, twice, and again after a save that failed.
@Suite("Exercise 22: the save tapped twice")
@MainActor
struct AddTodoViewModelTests {
  let store = TodoStoreWithASaveOut()
  let viewModel: AddTodoViewModel
  /// The names `onSaved` was told, in order.
  let told = Told()

  /// What the list was told.
  @MainActor
  final class Told {
    var names: [String] = []
    /// Whether the view model still stated isSaving when it told the list.
    var savingWhenTold: [Bool] = []
  }

  init() {
    viewModel = AddTodoViewModel(
      store: store,
      parser: DueDateParser(today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc))
    viewModel.onSaved = { [told, viewModel] item in
      told.names.append(item.name)
      told.savingWhenTold.append(viewModel.outputs.isSaving)
    }
    viewModel.inputs.nameChanged("Buy milk")
    viewModel.inputs.dueDateChanged("tomorrow")
  }

  @Test func saveTapped_storesTheItem_andTellsTheListOnce() async {
    // given
    let savingBeforeTheTap = viewModel.outputs.isSaving

    // when
    await settling { viewModel.inputs.saveTapped() }

    // then
    #expect(savingBeforeTheTap == false, "before any tap, the view model states that a save is out")
    #expect(told.savingWhenTold == [false], "the list was told of the save while isSaving still said one was out")
    #expect(store.items.map(\.name) == ["Buy milk"])
    #expect(told.names == ["Buy milk"])
    #expect(viewModel.outputs.isSaving == false)
  }

  /// The disk is slow; the user taps save again while the first save is out.
  @Test func saveTappedAgainWhileTheSaveIsOut_storesTheItemOnce() async {
    // given
    var savingWhileOut = false
    store.whileTheNextSaveIsOut = { [viewModel] in
      savingWhileOut = viewModel.outputs.isSaving
      await settling { viewModel.inputs.saveTapped() }
    }

    // when
    await settling { viewModel.inputs.saveTapped() }

    // then
    #expect(savingWhileOut, "while the save was out, the view model did not state isSaving")
    #expect(
      store.items.map(\.name) == ["Buy milk"],
      "save tapped again while the first save was out stored the item a second time")
    #expect(told.names == ["Buy milk"], "the list must be told of the item once")
  }

  /// A double tap: the second tap comes before the first tap's task has even started.
  @Test func saveTappedTwiceAtOnce_storesTheItemOnce() async {
    // when
    await settling {
      viewModel.inputs.saveTapped()
      viewModel.inputs.saveTapped()
    }

    // then
    #expect(
      store.items.map(\.name) == ["Buy milk"], "two taps in a row, before the first save had started, stored it twice")
    #expect(told.names == ["Buy milk"], "the list must be told of the item once")
  }

  /// The disk refuses the first save; the user sees why, and taps save again.
  @Test func saveThatFails_showsWhy_andCanBeRetried() async {
    // given
    store.refusals = 1
    await settling { viewModel.inputs.saveTapped() }
    let problem = viewModel.outputs.problem
    let savingAfterTheFailure = viewModel.outputs.isSaving

    // when
    await settling { viewModel.inputs.saveTapped() }

    // then
    #expect(problem == FailureText.itemNotSaved(StoreError.unavailable("the disk is full").message))
    #expect(savingAfterTheFailure == false, "after the save failed, the view model still states isSaving")
    #expect(store.items.map(\.name) == ["Buy milk"], "save tapped again after a failed save did not store the item")
    #expect(told.names == ["Buy milk"])
  }

  /// A draft without a name is refused before anything is stored; once named, it saves.
  @Test func draftWithoutAName_isRefused_thenSavedOnceNamed() async {
    // given
    viewModel.inputs.nameChanged("")
    await settling { viewModel.inputs.saveTapped() }
    let problem = viewModel.outputs.problem

    // when
    viewModel.inputs.nameChanged("Buy milk")
    await settling { viewModel.inputs.saveTapped() }

    // then
    #expect(problem != nil, "a draft without a name must say what is wrong")
    #expect(viewModel.outputs.problem == nil, "typing a name did not take the problem down")
    #expect(store.items.map(\.name) == ["Buy milk"], "a draft refused once could not be saved after it was fixed")
    #expect(told.names == ["Buy milk"])
  }

  /// The problem of a refused save stays until the draft changes.
  @Test func dueDateTypedAfterARefusedSave_takesTheProblemDown() async {
    // given
    store.refusals = 1
    await settling { viewModel.inputs.saveTapped() }
    let problem = viewModel.outputs.problem

    // when
    viewModel.inputs.dueDateChanged("today")

    // then
    #expect(problem != nil)
    #expect(viewModel.outputs.problem == nil, "typing a due date did not take the problem down")
  }
}
