/** Step 2's timeline: one student's day, with the campaign's figures (docs/product/landing.md#steps). */
export const storyMoments = [
  {
    time: '8:00',
    figure: '3–4 giờ mỗi ngày',
    text: 'chỉ để tìm tài liệu, đọc lướt nguồn và sửa từng dấu chấm phẩy cho trích dẫn đúng chuẩn Harvard.',
  },
  {
    time: '12:00',
    figure: '7749 email',
    text: 'thông báo môn học, nhóm và câu lạc bộ dồn về hộp thư; đúng cái quan trọng nhất lại trôi mất.',
  },
  {
    time: '16:00',
    figure: '60% thời gian',
    text: 'làm việc nhóm chỉ để hỏi nhau ai làm phần nào, đã xong chưa, hạn nộp là hôm nào.',
  },
  {
    time: '23:00',
    figure: '50% công sức',
    text: 'hao hụt vì chuyển qua lại giữa hàng chục tab, ứng dụng và nhóm chat, khi deadline đã sát nút.',
  },
] as const

/** The "Next page" button appears once the story has had a moment to be read. */
export const NEXT_PAGE_DELAY_MS = 2000
