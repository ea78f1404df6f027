import type { IconName } from '@unikit/design-system'

export interface Product {
  id: string
  name: string
  icon: IconName
  tagline: string
  details: readonly string[]
  /** Where to try it. */
  link: { to: string; label: string }
}

/**
 * The product tour of step 3: the tools Unikit has, each linking to its route (the old Hub & Club, Project and
 * Calendar do not exist: docs/decisions/0600-the-tour-shows-the-tools-that-exist.md).
 */
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
    id: 'archive',
    name: 'Archive',
    icon: 'archive',
    tagline: 'Bài mẫu theo môn học và chuyên ngành, tìm là thấy',
    details: [
      'Kho bài mẫu sắp theo môn học và chuyên ngành của RMIT Việt Nam.',
      'Tìm không cần gõ dấu, xem PDF và video ngay trên điện thoại.',
      'Gắn sao bài hay để mở lại trên máy khác.',
    ],
    link: { to: '/archive', label: 'Vào kho bài mẫu' },
  },
  {
    id: 'orders',
    name: 'Orders',
    icon: 'book',
    tagline: 'Nhờ đội ngũ Unikit trích dẫn hoặc tìm tài liệu cho bài của bạn',
    details: [
      'Sample Citation: gửi bài, nhận báo giá, chỉ trả khi bạn đồng ý.',
      'Research Assistant: nguồn tài liệu phù hợp theo đề tài và số từ.',
      'Nạp tiền bằng mã VietQR, theo dõi đơn từng bước.',
    ],
    link: { to: '/order/new', label: 'Đặt dịch vụ' },
  },
  {
    id: 'feedback',
    name: 'Lecturer feedback',
    icon: 'star',
    tagline: 'Nhận xét giảng viên từ chính sinh viên RMIT, theo từng môn',
    details: [
      'Mỗi nhận xét đến từ một tài khoản RMIT đã xác minh và được ẩn danh.',
      'Điểm trung bình ba học kỳ gần nhất, đặt cạnh điểm từ trước tới nay.',
      'Chia sẻ trải nghiệm của bạn để các khóa sau chọn môn dễ hơn.',
    ],
    link: { to: '/feedback', label: 'Xem nhận xét giảng viên' },
  },
]
