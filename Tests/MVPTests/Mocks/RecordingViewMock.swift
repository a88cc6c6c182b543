/// A view mock that records, in order, every call its presenter makes.
@MainActor
protocol RecordingViewMock: AnyObject {
  associatedtype Call: Equatable
  var calls: [Call] { get }
}

extension UsersViewMock: RecordingViewMock {}
extension DriversViewMock: RecordingViewMock {}
extension NewsListViewMock: RecordingViewMock {}
extension MelodiesViewMock: RecordingViewMock {}
extension TodoListViewMock: RecordingViewMock {}
