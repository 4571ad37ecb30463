// The colours of the sandbox's generated pictures (SVG and PNG alike), so a product looks the same in both
export const PALETTE = ['#E57373', '#F06292', '#BA68C8', '#9575CD', '#7986CB', '#64B5F6', '#4FC3F7', '#4DD0E1', '#4DB6AC', '#81C784', '#AED581', '#FFD54F', '#FFB74D', '#FF8A65', '#A1887F', '#90A4AE']
