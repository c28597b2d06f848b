using Godot;

namespace DiceRolling.UI;

/// <summary>
/// Nó 2D que cria um <see cref="DiceRolling.Helpers.Arc2D"/> filho para desenhar arcos entre dois pontos.
/// </summary>
/// <remarks>O arco só é criado fora do editor, quando o jogo está em execução.</remarks>
public partial class ArcDrawer : Node2D
{
    /// <summary>Chamado pelo Godot ao entrar na árvore; fora do editor, cria o <see cref="DiceRolling.Helpers.Arc2D"/> filho.</summary>
    public override void _Ready() => throw null;
}
