/** The questions `/qa` answers (docs/product/orders.md#questions), kept with the service that runs the orders. */
export const faqEntries = [
  {
    id: 'what-is-sample-citation',
    question: 'What is a Sample Citation order?',
    answer:
      'You send us your document (.doc or .docx) and say what you need. We count the citations it needs and quote you 2,999 ₫ per citation. If you accept the quote, it is paid from your balance and we deliver your document with every source cited in RMIT Harvard.',
  },
  {
    id: 'what-is-research-assistant',
    question: 'What is a Research Assistant order?',
    answer:
      'We research a topic for you: choose the area, the length (1,000 to 3,000 words), the number of sources and when you need it (3, 7 or 14 days). The price is shown before you order and is paid when you place it.',
  },
  {
    id: 'how-to-pay',
    question: 'How do I pay?',
    answer:
      'Orders are paid from your Unikit balance. Top it up by bank transfer: choose an amount, scan the VietQR code with your banking app (the reference must stay in the transfer memo) and your balance is credited once we see the money arrive, usually within one working day.',
  },
  {
    id: 'decline-a-quote',
    question: 'What if I do not want to pay a quote?',
    answer: 'Decline it: the order moves to your history and nothing is charged.',
  },
  {
    id: 'refunds',
    question: 'Can I get a refund?',
    answer:
      'Once you have paid, an order cannot be cancelled by you. If we cannot deliver it, we cancel it and the full price goes back to your balance at once.',
  },
  {
    id: 'when-delivered',
    question: 'When will my order be ready?',
    answer:
      'By midnight of the date shown as "Available by". We e-mail you when it is ready; download it from the order page and tell us how we did.',
  },
  {
    id: 'amendments',
    question: 'Something is wrong in what I received. What can I do?',
    answer:
      'Write to us within a week of delivery through the Contact page with your order number: we will put it right.',
  },
] as const
