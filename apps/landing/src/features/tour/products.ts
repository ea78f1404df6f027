import type { IconName } from '@unikit/design-system'

export interface Product {
  id: string
  name: string
  icon: IconName
  tagline: string
  details: readonly string[]
  /** Where to try it; products still being built have none. */
  link?: { to: string; label: string }
}

/** The product tour of step 3: what Unikit does about each pain point of step 2. */
export const products: readonly Product[] = [
  {
    id: 'citation',
    name: 'Citation',
    icon: 'quote',
    tagline: 'Trích dẫn chuẩn RMIT Harvard trong vài giây',
    details: [
      'Tự điền thông tin từ đường dẫn, DOI hoặc tên bài báo.',
      'Xem trước trích dẫn khi đang gõ, sắp xếp theo dự án và thư mục.',
      'Sao chép hoặc xuất ra file Word chỉ với một cú nhấp.',
    ],
    link: { to: '/citation', label: 'Dùng thử Citation' },
  },
  {
    id: 'hub',
    name: 'Hub & Club',
    icon: 'archive',
    tagline: 'Tài liệu mẫu, đánh giá giảng viên và câu lạc bộ ở cùng một nơi',
    details: [
      'Kho bài mẫu theo môn học và chuyên ngành, tìm là thấy.',
      'Đọc nhận xét về giảng viên từ chính các bạn sinh viên.',
      'Thông báo câu lạc bộ gọn gàng, không còn lạc giữa 7749 email.',
    ],
    link: { to: '/archive', label: 'Vào kho tài liệu' },
  },
  {
    id: 'project',
    name: 'Project',
    icon: 'folder',
    tagline: 'Làm việc nhóm không còn “xong chưa?”',
    details: [
      'Chia việc rõ ràng, ai làm phần nào đều thấy ngay.',
      'Tiến độ cập nhật tự động, nhắc hạn trước khi quá muộn.',
      'Sắp ra mắt trong năm mới.',
    ],
  },
  {
    id: 'calendar',
    name: 'Calendar',
    icon: 'clock',
    tagline: 'Một lịch cho mọi lịch học, hạn nộp và sự kiện',
    details: [
      'Gom lịch học, deadline và sự kiện câu lạc bộ về một chỗ.',
      'Bớt chuyển tab: mọi thứ cần làm hôm nay trên một màn hình.',
      'Sắp ra mắt trong năm mới.',
    ],
  },
]
